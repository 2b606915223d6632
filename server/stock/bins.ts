import { messageKey } from '../../src/registry/labels';
import enderecos from '../../src/resources/enderecos';
import { type Queryable, run } from '../crud/sql';
import { AppError } from '../errors';

/** A bin named somewhere in a request: where its refusal shows (`itens.2.endereco`), and whether stock goes in. */
export interface BinUse {
  endereco: string;
  path?: string;
  /** Stock enters it (a receipt, an adjustment in, a transfer's destination); leaving is allowed from a blocked or inactive bin. */
  entering: boolean;
}

type Refusal = 'desconhecido' | 'inativo' | 'bloqueado';

/**
 * Refuses, with a 400 under each use's path naming the bin, a bin that is not a record of
 * `enderecos`, and a bin stock would enter while it is inactive or blocked (docs/decisions.md
 * "Bins as data"). The bins' rows are read FOR SHARE: a concurrent block of a bin waits for this
 * transaction, and this one sees a block committed before it, so the database orders the two.
 */
export const refuseUnusableBins = async (db: Queryable, uses: readonly BinUse[]): Promise<void> => {
  if (!uses.length) return;
  const names = [...new Set(uses.map((u) => u.endereco))].sort();
  const bins = new Map((await run<{ endereco: string; ativo: boolean; bloqueado: boolean }>(db,
    'SELECT endereco, ativo, bloqueado FROM enderecos WHERE endereco = ANY($1::text[]) ORDER BY endereco COLLATE "C" FOR SHARE',
    [names])).map((b) => [b.endereco, b]));
  const refusalOf = (u: BinUse): Refusal | undefined => {
    const bin = bins.get(u.endereco);
    if (!bin) return 'desconhecido';
    if (!u.entering) return undefined;
    if (!bin.ativo) return 'inativo';
    return bin.bloqueado ? 'bloqueado' : undefined;
  };
  const refused = uses.flatMap((u) => { const r = refusalOf(u); return r ? [{ ...u, r }] : []; });
  if (!refused.length) return;
  const key = (r: Refusal) => messageKey(enderecos.name, r);
  throw new AppError(400, key(refused[0].r), { endereco: refused[0].endereco },
    Object.fromEntries(refused.map((u) => [u.path ?? 'endereco', { message: key(u.r), args: { endereco: u.endereco } }])));
};

/**
 * Refuses, with a 400 under `endereco` naming the first, bins that are not records of `enderecos`:
 * a label is printed only for a registered bin (docs/decisions.md "Bins as data"). A blocked or
 * inactive bin still gets its label (it is still a place on the shelf). A plain read, no lock:
 * labels are GETs and may be served by a replica.
 */
export const refuseUnknownBins = async (db: Queryable, names: readonly string[]): Promise<void> => {
  const known = new Set((await run<{ endereco: string }>(db,
    'SELECT endereco FROM enderecos WHERE endereco = ANY($1::text[])', [[...new Set(names)]])).map((b) => b.endereco));
  const unknown = names.find((e) => !known.has(e));
  if (unknown === undefined) return;
  const key = messageKey(enderecos.name, 'desconhecido');
  throw new AppError(400, key, { endereco: unknown }, { endereco: { message: key, args: { endereco: unknown } } });
};
