import { isLoopbackHost, type AppConfig } from './app-config.js';

/** What a person starting the API must know: where it listens and what that mode implies. */
export function startNotes(config: AppConfig): string[] {
  const shown = isLoopbackHost(config.HOST) ? 'localhost' : config.HOST;
  const origin = `http://${shown.includes(':') ? `[${shown}]` : shown}:${config.PORT}`;
  const reach = isLoopbackHost(config.HOST)
    ? 'this machine only; set HOST=0.0.0.0 to listen on every interface'
    : 'every machine that can reach this address';
  const notes = [`listening on ${config.HOST}:${config.PORT} (${reach}): ${origin}`];
  if (config.API_DOCS) notes.push(`API docs at ${origin}/wps/docs`);
  if (config.generatedSecrets.length > 0) {
    notes.push(
      `development mode beyond loopback: ${config.generatedSecrets.join(', ')} generated for this ` +
        'run instead of the published development values (sessions end at restart)',
    );
  }
  if (config.NODE_ENV !== 'production') {
    notes.push(
      `development outbox (SMS and e-mail): ${origin}/wps/dev/outbox?devKey=${config.DEV_TOOLS_KEY}`,
    );
  }
  return notes;
}
