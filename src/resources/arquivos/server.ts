import { checkUpload, readableFile, storeFile } from '../../../server/files';
import { notFound } from '../../../server/errors';
import { defineServer } from '../../../server/operations';
import arquivos from './index';

export default defineServer(arquivos, {
  operations: {
    uploadFile: async ({ req, db, user }) => {
      const { type, data } = checkUpload(req.headers['content-type'], req.body);
      const id = await storeFile(db, type, data, user.id);
      return { id, tipo: type, tamanho: data.length };
    },
    // Someone else's file is as absent as a missing one. Files are answered with a sandboxing
    // policy, and XML as a download, so nothing stored can run in the app's origin.
    getFile: async ({ params, db, records, user, reply }) => {
      const file = await readableFile(db, [...records.byName.values()], user, params.id);
      if (!file) throw notFound();
      reply.header('content-type', file.tipo);
      reply.header('content-security-policy', 'sandbox; default-src \'none\'; img-src \'self\'; style-src \'unsafe-inline\'');
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      reply.header('etag', `"${file.sha256}"`);
      reply.header('content-disposition', file.tipo.startsWith('image/') || file.tipo === 'application/pdf' ? 'inline' : 'attachment');
      return file.dados;
    },
  },
});
