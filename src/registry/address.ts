import type { FieldDef } from './define';

/** DOMAIN.md's endereço: the address fields that several master-data records share. */
export const endereco = {
  cep: { kind: 'cep' },
  logradouro: { kind: 'text', max: 200 },
  numero: { kind: 'text', max: 20 },
  complemento: { kind: 'text', max: 100 },
  bairro: { kind: 'text', max: 100 },
  cidade: { kind: 'text', max: 100 },
  uf: { kind: 'uf' },
} as const satisfies Record<string, FieldDef>;
