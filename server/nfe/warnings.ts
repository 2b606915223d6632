import { formatCnpj, formatCpf } from '../../src/registry/brazil';
import { dayText } from '../../src/registry/dates';
import type { NfeWarning, Plan } from '../../src/registry/nfe';
import { type Queryable, run } from '../crud/sql';
import { settingsToday } from '../settings';
import type { Nfe } from './parse';

/** A message of the entradas catalog in the caller's language. */
export type Say = (key: string, args?: Record<string, unknown>) => string;

/** The header fields the access key repeats (positions 7–20, 23–25 and 26–34 of the 44). */
const keyParts = (chave: string) => ({ cnpj: chave.slice(6, 20), serie: chave.slice(22, 25), numero: chave.slice(25, 34) });
const sameNumber = (a: string, b: string) => a.replace(/^0+/, '') === b.replace(/^0+/, '');
const documentText = (doc: string) => (doc.length === 14 ? formatCnpj(doc) : doc.length === 11 ? formatCpf(doc) : doc);

/**
 * What the user must confirm before an NF-e is imported (docs/decisions.md
 * "Dock bookings and NF-e import after the trial"): a note addressed to a CNPJ that is none of
 * our companies, one of the test environment, one carrying a lot already expired (in the
 * settings' time zone), or whose number, series or issuer contradicts its access key. Also says
 * which company it is addressed to.
 */
export const nfeWarnings = async (db: Queryable, nfe: Nfe, say: Say): Promise<Pick<Plan, 'empresa' | 'avisos'>> => {
  const avisos: Plan['avisos'] = [];
  const warn = (codigo: NfeWarning, args: Record<string, unknown> = {}) => avisos.push({ codigo, mensagem: say(`aviso.${codigo}`, args) });

  const dest = nfe.destinatario;
  const [empresa] = dest.cnpj
    ? await run<{ id: string; razao_social: string }>(db, 'SELECT id, razao_social FROM empresas WHERE cnpj = $1 ORDER BY razao_social LIMIT 1', [dest.cnpj], 'nfe:empresa')
    : [];
  if (!empresa) {
    const doc = documentText(dest.cnpj) || '—';
    warn('destinatario', { destinatario: dest.nome ? `${dest.nome} (${doc})` : doc });
  }

  if (nfe.ambiente === '2') warn('homologacao');

  const today = await settingsToday(db);
  const expired = [...new Set(nfe.linhas.filter((l) => l.validade && l.validade < today).map((l) => `${l.lote || l.cProd} (${dayText(l.validade!)})`))];
  if (expired.length) warn('lote_vencido', { lotes: expired.join(', ') });

  const key = keyParts(nfe.chave);
  const divergent = [
    !sameNumber(nfe.numero, key.numero) && say('divergencia.numero', { nota: nfe.numero, chave: key.numero.replace(/^0+/, '') }),
    nfe.serie && !sameNumber(nfe.serie, key.serie) && say('divergencia.serie', { nota: nfe.serie, chave: key.serie.replace(/^0+/, '') || '0' }),
    nfe.emitente.cnpj !== key.cnpj && say('divergencia.cnpj', { nota: documentText(nfe.emitente.cnpj), chave: documentText(key.cnpj) }),
  ].filter((d): d is string => !!d);
  if (divergent.length) warn('chave_divergente', { campos: divergent.join('; ') });

  return { empresa: empresa ?? null, avisos };
};
