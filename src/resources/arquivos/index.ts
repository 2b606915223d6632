import { z } from 'zod';
import { defineArea } from '../../registry/area';
import { FILE_MAX_BYTES, FILE_TYPES } from '../../registry/limits';
import { defineOperations } from '../../registry/operations';

/**
 * Stored files (docs/architecture.md "Files"): delivery photos and imported NF-e XML, in
 * PostgreSQL with their type, size, SHA-256 and owner; read by their owner and by whoever may view
 * a record that refers to them (the owner rule included).
 */
const arquivos = defineArea({
  name: 'arquivos',
  labels: {
    pt: { name: 'Arquivo |||| Arquivos' },
    en: { name: 'File |||| Files' },
    fr: { name: 'Fichier |||| Fichiers' },
    es: { name: 'Archivo |||| Archivos' },
    ar: { name: 'ملفات |||| ملف |||| الملفات |||| الملفات |||| الملفات |||| الملفات' },
  },
});

const arquivosHome = defineOperations(arquivos, {
  uploadFile: {
    method: 'POST',
    path: '',
    summary: `Store a file (raw body; ${FILE_TYPES.join(', ')}; at most 10 MB) and get its id`,
    access: 'signedIn',
    offline: 'create',
    body: { raw: ['*'], as: 'bytes', description: `The file as it is: ${FILE_TYPES.join(', ')}` },
    bodyLimit: FILE_MAX_BYTES,
    answers: { 201: z.object({ id: z.string(), tipo: z.string(), tamanho: z.number().int() }) },
  },
  getFile: {
    method: 'GET',
    path: ':id',
    summary: 'A stored file, as it was sent',
    access: 'signedIn',
    answers: { 200: 'bytes' },
  },
});

export default arquivosHome;

declare module '../../registry/operations' {
  interface Homes {
    arquivos: typeof arquivosHome;
  }
}
