import 'reflect-metadata';
import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { WsAdapter } from '@nestjs/platform-ws';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { CONSOLE_SESSION_COOKIE, TAB_SESSION_COOKIE } from '@wps/shared-types';
import type { FastifyReply } from 'fastify';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { AppModule, type AppDependencies } from './app.module.js';
import { invalidInput } from './common/app-error.js';
import { refuseCrossSiteRequests } from './common/cross-site-guard.js';
import { EnvelopeFastifyAdapter } from './common/envelope.js';
import { ErrorFilter } from './common/error.filter.js';
import { clientErrorHandler, frameworkErrorHandler } from './common/framework-errors.js';
import { jsonNestingDepth, MAX_JSON_DEPTH } from './common/hostile-input.js';
import { limitRequestBodies } from './common/request-size.js';
import { CONTENT_SECURITY_POLICY, securityHeaders } from './common/security-headers.js';
import { createValidationPipe } from './common/validation.pipe.js';
import { WebAppFallback } from './common/web-app-fallback.js';
import { ContentService } from './content/content.service.js';
import { fromProjectRoot } from './database/project-root.js';
import { AccessLogController, PinoNestLogger } from './logging/logger.js';

export const DOCS_PATH = 'wps/docs';

// A client-supplied request id is kept only when it looks like one (no log injection).
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the API with every cross-cutting concern; main.ts and the tests both use it. */
export async function createApp(
  dependencies: AppDependencies,
  logger: Logger,
): Promise<NestFastifyApplication> {
  const { config } = dependencies;
  const headers = securityHeaders(CONTENT_SECURITY_POLICY);
  const adapter = new EnvelopeFastifyAdapter({
    loggerInstance: logger,
    logController: new AccessLogController(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only the given number of proxy hops may name the client address; 0 trusts none.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(dependencies),
    adapter,
    // rawBody: the seamless-wallet signature is an HMAC of the exact bytes a vendor sent.
    { logger: new PinoNestLogger(logger), bufferLogs: false, rawBody: true },
  );
  const fastify = app.getHttpAdapter().getInstance();
  limitRequestBodies(fastify, config.BODY_LIMIT_BYTES);
  refuseCrossSiteRequests(fastify, config.CORS_ORIGINS);
  // JSON's nesting is measured on the raw bytes before anything is parsed or transformed: a
  // megabyte of nested arrays costs a linear scan, not a parse and a recursive transform that
  // stalls every other request (and overflows the stack).
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<Server>(
    'application/json',
    { bodyLimit: config.BODY_LIMIT_BYTES },
    (request, body, done) => {
      if (jsonNestingDepth(body) > MAX_JSON_DEPTH) {
        done(invalidInput({ body: `Nesting deeper than ${MAX_JSON_DEPTH} levels` }), undefined);
        return;
      }
      void parseJson(request, body as unknown as string, done);
    },
  );
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });

  // Cookies carry only the captcha's client key, signed so a client cannot make its own; the
  // session token travels as a bearer header.
  await app.register(fastifyCookie, { secret: cookieSecret(config) });
  // multipart/form-data is read only by routes that ask for it (request.parts() with the
  // route's own limits); these defaults keep a route that forgets them small. JSON bodies keep
  // BODY_LIMIT_BYTES. Oversized files are marked truncated, for the route to refuse.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fields: 10,
      fieldSize: 64 * 1024,
      files: 1,
      fileSize: config.BODY_LIMIT_BYTES,
      parts: 20,
    },
  });
  app.enableCors({
    origin: (origin, callback) =>
      callback(null, !origin || config.CORS_ORIGINS.includes(origin) ? (origin ?? false) : false),
    credentials: true,
  });

  const webApp = config.WEB_DIST_DIR
    ? WebAppFallback.forDist(fromProjectRoot(config.WEB_DIST_DIR))
    : null;
  if (webApp) {
    const content = app.get(ContentService);
    webApp.paintFirstWith((pathname, host) => content.firstBannerImage(pathname, host));
    await app.register(fastifyStatic, {
      root: fromProjectRoot(config.WEB_DIST_DIR),
      wildcard: false,
      // Pages (index.html included) come from the fallback, which adds their first picture.
      index: false,
      allowedPath: (pathname: string) => pathname !== '/index.html',
      // The web build writes .br and .gz copies of its files (vite-plugin-compression2).
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        // Vite names built assets by content hash, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  // The chat room's socket shares the HTTP server: ws answers the upgrade of its path only.
  app.useWebSocketAdapter(new WsAdapter(app));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter(webApp));

  // In production the documentation is off unless API_DOCS turns it on (it maps the attack
  // surface); development routes are never in it there, as they are not even registered.
  if (config.API_DOCS) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('WPS API')
        .setDescription(
          'Every /wps answer is the envelope {success, message, value}; errors add a stable `code`.',
        )
        .setVersion('1')
        .addBearerAuth()
        .addCookieAuth(
          CONSOLE_SESSION_COOKIE,
          { type: 'apiKey', in: 'cookie' },
          CONSOLE_SESSION_COOKIE,
        )
        .addCookieAuth(TAB_SESSION_COOKIE, { type: 'apiKey', in: 'cookie' }, TAB_SESSION_COOKIE)
        .build(),
    );
    SwaggerModule.setup(DOCS_PATH, app, document, {
      jsonDocumentUrl: `${DOCS_PATH}/openapi.json`,
    });
  }

  await app.init();
  await fastify.ready();
  return app;
}

// A key of its own for cookie signatures, derived from the session secret.
function cookieSecret(config: AppDependencies['config']): string {
  return createHmac('sha256', config.JWT_SECRET).update('wps-cookie-signature').digest('hex');
}
