// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, Form, type I18nProvider, TextInput, useInput } from 'react-admin';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../providers/i18nProvider';
import { getResource } from '../../providers/homes';
import { FormSections } from './FormSections';

// A first form renders slowly on a busy machine: wait for what it shows up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// An input with a bug: it cannot show its field's message. The others are plain text inputs.
const Broken = ({ source }: { source: string }) => {
  const { fieldState } = useInput({ source });
  if (fieldState.error) throw new Error('cannot show this message');
  return <p>{source} shown</p>;
};
vi.mock('../../inputs/KindInput', () => ({
  KindInput: ({ source }: { source: string }) => (source === 'latlng' ? <Broken source={source} /> : <TextInput source={source} />),
}));

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await createI18nProvider('pt');
});
beforeEach(() => {
  // React reports the caught error; it is the point here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const aeroportos = getResource('aeroportos')!;

describe('a generated form whose input fails to render', () => {
  it('loses only that input: the failure is said in its place, everything typed stays, and trying again brings it back', async () => {
    const saved = vi.fn();
    render(
      <CoreAdminContext i18nProvider={i18nProvider}>
        <Form resource="aeroportos" defaultValues={{ sigla: '', nome: '' }} onSubmit={saved}
          validate={(values) => (values.latlng ? {} : { latlng: 'app.validation.latlng' })}>
          <FormSections r={aeroportos} editing={false} />
          <button type="submit">salvar</button>
        </Form>
      </CoreAdminContext>,
    );
    fireEvent.change(screen.getByLabelText('Sigla IATA'), { target: { value: 'GRU' } });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Guarulhos' } });
    expect(screen.getByText('latlng shown')).toBeTruthy();

    fireEvent.click(screen.getByText('salvar'));
    expect(await screen.findByText('Não foi possível exibir Coordenadas. Tudo o que foi digitado no formulário continua aqui.')).toBeTruthy();
    expect((screen.getByLabelText('Sigla IATA') as HTMLInputElement).value).toBe('GRU');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Guarulhos');

    // The user goes on with the rest of the form, and may ask for the input again.
    fireEvent.change(screen.getByLabelText('Cidade'), { target: { value: 'Guarulhos' } });
    fireEvent.click(screen.getByText('Tentar de novo'));
    expect(await screen.findByText('latlng shown')).toBeTruthy();
    expect((screen.getByLabelText('Cidade') as HTMLInputElement).value).toBe('Guarulhos');
    expect(saved).not.toHaveBeenCalled();
  });
});
