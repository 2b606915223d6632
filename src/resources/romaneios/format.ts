/** An NF-e access key as printed on the DANFE: groups of 4 digits. */
export const formatChave = (chave: string | null | undefined): string =>
  (chave ?? '').replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** A note's weight: its items' quantity × the material's kg (the server sums the same for the list). */
export const noteWeight = (itens: { material_id?: unknown; quantidade?: unknown }[], pesoOf: Map<string, number>): number =>
  itens.reduce((sum, i) => sum + Number(i.quantidade ?? 0) * (pesoOf.get(String(i.material_id)) ?? 0), 0);
