import { describe, expect, it } from 'vitest';
import pontos from '../resources/pontos';
import { formValidator } from './validate';

// A catalog of one label: what the form shows is read from it, arguments included.
const CATALOG: Record<string, string> = { 'resources.pontos.fields.janela_inicio': 'Início da janela' };
const translate = (key: string) => CATALOG[key] ?? key;

describe('formValidator', () => {
  it('names the other field of a rule by its label, not as an object', () => {
    const errors = formValidator(pontos, 'create', translate)({ codigo: 'P1', nome_fantazia: 'Ponto', janela_inicio: '17:00', janela_fim: '08:00' });
    expect(errors).toEqual({ janela_fim: { message: 'app.validation.before', args: { other: 'Início da janela' } } });
  });
});
