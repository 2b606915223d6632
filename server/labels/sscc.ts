import { type Queryable, run } from '../crud/sql';
import { AppError } from '../errors';
import { sscc } from './gs1Data';

/**
 * The SSCC of a receipt's pallet label (docs/decisions.md "Labels"): the one it got at its first
 * print, else a new one from the next serial and `prefix`. Run on the primary: a print is a read
 * (GET), and this is the one write it may make. Of two first prints at once, the unique key keeps
 * one row and both answer it (the loser's serial is skipped, as a sequence's may be).
 */
export const palletSscc = async (primary: Queryable, recebimentoId: string, prefix: string, userId: string): Promise<string> => {
  const kept = () => run<{ sscc: string }>(primary, 'SELECT sscc FROM etiquetas_sscc WHERE recebimento_id = $1', [recebimentoId], 'labels:sscc');
  const [had] = await kept();
  if (had) return had.sscc;
  const [{ serial }] = await run<{ serial: string }>(primary, "SELECT nextval(pg_get_serial_sequence('etiquetas_sscc', 'serial'))::text AS serial");
  const code = sscc(prefix, BigInt(serial));
  if (!code) throw new AppError(409, 'resources.etiquetas.messages.sscc_esgotado', { prefixo: prefix });
  await run(primary, `
    INSERT INTO etiquetas_sscc (serial, recebimento_id, prefixo, sscc, usuario_id) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (recebimento_id) DO NOTHING`, [serial, recebimentoId, prefix, code, userId]);
  return (await kept())[0].sscc;
};
