// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, Form, type I18nProvider, testDataProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../providers/i18nProvider';
import { getResource } from '../providers/homes';
import { formValidator } from '../screens/validate';
import { LatLngInput } from './LatLngInput';

// A first form renders slowly on a busy machine: wait for what it shows up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// No map in a test: the inputs and their messages are the point.
vi.mock('react-leaflet', () => ({
  MapContainer: ({ children }: { children?: ReactNode }) => <div>{children}</div>,
  TileLayer: () => null,
  CircleMarker: () => null,
  useMap: () => ({ setView: () => {}, getZoom: () => 4 }),
  useMapEvents: () => null,
}));

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await createI18nProvider('pt');
});
afterEach(cleanup);

const aeroportos = getResource('aeroportos')!;
const Reset = ({ to }: { to: Record<string, unknown> }) => {
  const { reset } = useFormContext();
  return <button type="button" onClick={() => reset(to)}>reset</button>;
};
const show = (defaultValues: Record<string, unknown>, onSubmit?: () => Promise<unknown>) => render(
  <CoreAdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider({ getCurrentSettings: async () => null } as never)}>
    <Form resource="aeroportos" defaultValues={defaultValues} validate={formValidator(aeroportos, 'create', (key, options) => i18nProvider.translate(key, options))} onSubmit={onSubmit}>
      <LatLngInput source="latlng" resource="aeroportos" />
      <Reset to={{ ...defaultValues, latlng: { lat: -23.43, lng: -46.47 } }} />
      <button type="submit">salvar</button>
    </Form>
  </CoreAdminContext>,
);
const lat = () => screen.getByLabelText('Latitude') as HTMLInputElement;
const lng = () => screen.getByLabelText('Longitude') as HTMLInputElement;

describe('LatLngInput', () => {
  it.each([[-95, 10], [-91, 0], [-23.5, 200]])('says that %s, %s is out of range under the inputs, keeping them', async (la, lo) => {
    show({ sigla: 'GRU', nome: 'Guarulhos', latlng: { lat: la, lng: lo } });
    fireEvent.click(screen.getByText('salvar'));
    const group = screen.getByRole('group', { name: 'Coordenadas' });
    expect(await screen.findByText('Coordenadas inválidas: latitude de -90 a 90, longitude de -180 a 180')).toBeTruthy();
    expect(group.textContent).toContain('Coordenadas inválidas');
    // Shown in the page's decimal mark (pt), as every number input shows its value.
    expect(lat().value).toBe(String(la).replace('.', ','));
    expect(lng().value).toBe(String(lo).replace('.', ','));
    expect(lat().getAttribute('aria-describedby')).toBeTruthy();
  });

  it("shows the server's own message for the field", async () => {
    show({ sigla: 'GRU', nome: 'Guarulhos', latlng: { lat: -23.4, lng: -46.4 } },
      async () => ({ latlng: 'Coordenadas inválidas (servidor)' }));
    fireEvent.click(screen.getByText('salvar'));
    expect(await screen.findByText('Coordenadas inválidas (servidor)')).toBeTruthy();
    expect(lat().value).toBe('-23,4');
  });

  it('shows a value set under it (a reloaded record, input given back), and keeps the decimal mark typed', async () => {
    show({ sigla: 'GRU', nome: 'Guarulhos', latlng: null });
    fireEvent.change(lat(), { target: { value: '-22,9' } });
    expect(lat().value).toBe('-22,9');
    fireEvent.click(screen.getByText('reset'));
    expect(await screen.findByDisplayValue('-23,43')).toBe(lat());
    expect(lng().value).toBe('-46,47');
  });

  it('reads a coordinate by the page\'s rule, as every number input does (issue 28): either mark before other than three digits', async () => {
    const onSubmit = vi.fn(async () => undefined);
    show({ sigla: 'GRU', nome: 'Guarulhos', latlng: null }, onSubmit);
    fireEvent.change(lat(), { target: { value: '-23,5505' } });
    fireEvent.change(lng(), { target: { value: '-46.6333' } });
    fireEvent.click(screen.getByText('salvar'));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toMatchObject({ latlng: { lat: -23.5505, lng: -46.6333 } });
  });
});
