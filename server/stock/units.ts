import materiais, { UNIDADES_INTEIRAS } from '../../src/resources/materiais';
import { enumLabelKey, messageKey } from '../../src/registry/labels';
import { type Queryable, run } from '../crud/sql';
import { AppError } from '../errors';

/** An amount of a material somewhere in a request (`itens.2.quantidade`, an adjustment's `quantidade`). */
export interface Amount {
  material_id: string;
  quantidade: number;
  path?: string;
}

/** `itens.2.quantidade` is the line 3 a user sees. */
const lineOf = (path: string) => {
  const n = /^\w+\.(\d+)\./.exec(path)?.[1];
  return n === undefined ? undefined : Number(n) + 1;
};

/**
 * Refuses a fraction of a unit counted whole (half a box: `UNIDADE_INTEIRA` in
 * src/resources/materiais.ts): 400 under each such amount's path, the message naming the first
 * line, its quantity and the unit. Integer amounts cost no query.
 */
export const refuseFractionsOfWholeUnits = async (db: Queryable, amounts: readonly Amount[]): Promise<void> => {
  const fractional = amounts.filter((a) => !Number.isInteger(Number(a.quantidade)));
  if (!fractional.length) return;
  const units = new Map((await run<{ id: string; unidade: string }>(db,
    'SELECT id, unidade FROM materiais WHERE id = ANY($1::uuid[]) AND unidade = ANY($2::text[])',
    [[...new Set(fractional.map((a) => a.material_id))], UNIDADES_INTEIRAS])).map((m) => [m.id, m.unidade]));
  // PostgreSQL answers a uuid in lower case, whatever case the caller wrote it in.
  const unitOf = (a: Amount) => units.get(a.material_id.toLowerCase());
  const refused = fractional.filter((a) => unitOf(a));
  if (!refused.length) return;
  const argsOf = (a: Amount) => {
    const codigo = unitOf(a)!;
    return { codigo, unidade: { t: enumLabelKey(materiais.name, 'unidade', codigo) }, quantidade: Number(a.quantidade) };
  };
  const first = refused[0];
  const linha = first.path ? lineOf(first.path) : undefined;
  throw new AppError(400, messageKey(materiais.name, linha ? 'fracao_linha' : 'fracao'), { ...argsOf(first), linha },
    Object.fromEntries(refused.map((a) => [a.path ?? 'quantidade', { message: messageKey(materiais.name, 'fracao'), args: argsOf(a) }])));
};
