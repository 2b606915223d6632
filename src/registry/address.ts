import { formatCep } from './brazil';
import type { FieldDef } from './define';

/** endereço (docs/domain.md "Address block"): the address fields that several master-data records share, with one set of labels. */
export const endereco = {
  cep: { kind: 'cep', label: 'app.address.cep' },
  logradouro: { kind: 'text', max: 200, label: 'app.address.logradouro' },
  numero: { kind: 'text', max: 20, label: 'app.address.numero' },
  complemento: { kind: 'text', max: 100, label: 'app.address.complemento' },
  bairro: { kind: 'text', max: 100, label: 'app.address.bairro' },
  cidade: { kind: 'text', max: 100, label: 'app.address.cidade' },
  uf: { kind: 'uf', label: 'app.address.uf' },
} as const satisfies Record<string, FieldDef>;

/** An address block on one line, in the order a Brazilian address reads: "Rua X, 10 · apto 2 · Centro · Campinas/SP · 13010-000". */
export const addressLine = (a: Partial<Record<keyof typeof endereco, string | null>>): string => [
  [a.logradouro, a.numero].filter(Boolean).join(', '), a.complemento, a.bairro, [a.cidade, a.uf].filter(Boolean).join('/'), a.cep ? formatCep(a.cep) : '',
].filter(Boolean).join(' · ');
