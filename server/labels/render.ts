import type { FastifyReply } from 'fastify';
import type { LabelFormat } from '../../src/resources/etiquetas';
import type { Label } from './model';
import { labelsPdf } from './pdf';
import { labelsZpl } from './zpl';

/**
 * Every label of a print in one file of the chosen format, sent as a download named for what it
 * holds (`etiquetas-enderecos.pdf`, `etiquetas-recebimento-12.zpl`).
 */
export const labelsFile = async (reply: FastifyReply, labels: readonly Label[], format: LabelFormat, name: string, title: string): Promise<Uint8Array> => {
  const zpl = format === 'zpl';
  reply.header('content-type', zpl ? 'text/plain; charset=utf-8' : 'application/pdf');
  reply.header('content-disposition', `attachment; filename="etiquetas-${name}.${zpl ? 'zpl' : 'pdf'}"`);
  reply.header('cache-control', 'no-store');
  // A Buffer, which Fastify sends as it is.
  return zpl ? Buffer.from(labelsZpl(labels), 'utf8') : Buffer.from(await labelsPdf(labels, format, title));
};
