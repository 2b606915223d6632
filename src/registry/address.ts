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
