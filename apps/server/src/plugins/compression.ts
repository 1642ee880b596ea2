import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: they fit in one packet either way. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, and any other compressible type) on the fly, brotli or gzip as
 * the client asks, for the routes registered after it. Built web files arrive already
 * compressed (`preCompressed` in web.ts) and are left alone. Request bodies are read as sent:
 * no route accepts a compressed body (the billing webhook needs its raw bytes).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
