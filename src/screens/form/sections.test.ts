import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../i18n';
import { loadAppMessages } from '../../providers/catalogs';
import { loadResources } from '../../../server/registry';
import { defineResource } from '../../registry/define';
import { ROLES } from '../../registry/roles';
import { formSections, sectionProblems } from './sections';

// The master-data resources whose forms are long enough to need groups (forms issue).
const SECTIONED = ['empresas', 'clientes', 'fornecedores', 'transportadoras', 'destinatarios', 'usuarios', 'configuracoes'];

const has = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), tree);

describe('form sections', () => {
  it('are declared by the long master-data forms, each writable field in exactly one', async () => {
    const resources = await loadResources();
    for (const name of SECTIONED) expect(resources.find((r) => r.name === name)?.sections, name).toBeDefined();
    expect(resources.flatMap(sectionProblems)).toEqual([]);
  });

  it('find a field missing, repeated or unknown', () => {
    const r = defineResource({
      name: 'x', display: 'a', list: ['a'], search: ['a'], sort: { field: 'a', order: 'asc' },
      menu: { group: 'gestao', order: 1, icon: 'Flag' }, viewRole: 'view-gestao',
      fields: { a: { kind: 'text' }, b: { kind: 'text' }, c: { kind: 'text' }, n: { kind: 'int', readOnly: true } },
      sections: { one: ['a', 'n'], two: ['a'] },
    });
    expect(sectionProblems(r)).toEqual(['x.b is in no section', 'x.c is in no section', 'x.a is in two sections', 'x.n is not a writable field']);
  });

  it('keep the declared order, and a form without sections is one group of its writable fields', async () => {
    const clientes = (await loadResources()).find((r) => r.name === 'clientes')!;
    const groups = formSections(clientes);
    expect(groups.map((g) => g.name)).toEqual(['identificacao', 'endereco', 'contato']);
    expect(groups[1].fields.map(([f]) => f)).toEqual(['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf']);
    const grupos = (await loadResources()).find((r) => r.name === 'grupos')!;
    expect(formSections(grupos)).toEqual([{ fields: [['nome', grupos.fields.nome], ['descricao', grupos.fields.descricao]] }]);
  });

  it('have their headings, and every role its name, in all five catalogs', async () => {
    const names = [...new Set((await loadResources()).flatMap((r) => Object.keys(r.sections ?? {})))];
    for (const locale of LOCALES) {
      const messages = await loadAppMessages(locale);
      expect(names.filter((n) => typeof has(messages, `app.forms.sections.${n}`) !== 'string'), locale).toEqual([]);
      expect(ROLES.filter((role) => typeof has(messages, `app.roles.names.${role}`) !== 'string'), locale).toEqual([]);
    }
  });
});
