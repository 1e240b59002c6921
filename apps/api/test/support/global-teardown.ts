export default async function globalTeardown(): Promise<void> {
  await (globalThis as { wpsTestCleanup?: () => Promise<void> }).wpsTestCleanup?.();
}
