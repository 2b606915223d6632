import { ROLE_GROUPS, type Role } from '../../src/registry/roles';

/**
 * The people of the demo a newcomer signs in as: `npm run seed:demo` prints them and the README
 * lists them (tests/api/demo-data.test.ts holds the README to this list). All share one password.
 */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  /** The tipo (a driver's day shows only their own itineraries), and the menu groups it opens. */
  tipo: 'gestor' | 'motorista';
  roles: readonly Role[];
  /** What signing in as them shows, in the words the README and the seed's summary use. */
  shows: string;
  /** The city a driver works in: today's stops, and the requests they carry, are in its region. */
  city?: string;
  /** Where a driver's itinerary of today stands (server/db/demoTransport.ts); none without. */
  today?: 'aberto' | 'andamento' | 'concluido' | 'cancelado';
}

const office = (firstName: string, lastName: string, roles: readonly Role[], shows: string): DemoUser => ({
  email: `${ascii(firstName)}.${ascii(lastName)}@exemplo.com.br`, firstName, lastName, tipo: 'gestor', roles, shows,
});

const driver = (firstName: string, lastName: string, city: string, today?: DemoUser['today'], shows = 'a driver'): DemoUser => ({
  email: `${ascii(firstName)}.${ascii(lastName.split(' ').at(-1)!)}@exemplo.com.br`, firstName, lastName, tipo: 'motorista', roles: [], shows, city, today,
});

export const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, '.');

/** Office users, one per menu group, and a manager who reads the dashboards. */
export const DEMO_OFFICE: readonly DemoUser[] = [
  office('Patrícia', 'Nogueira', ROLE_GROUPS.configuracoes, 'settings, groups, statuses, types, categories'),
  office('Rafael', 'Monteiro', ROLE_GROUPS.gestao, 'companies, clients, suppliers, users'),
  office('Juliana', 'Castro', ROLE_GROUPS.transporte, 'transport: points, routes, requests, itineraries, vehicles, service orders'),
  office('Bruno', 'Teixeira', ROLE_GROUPS.armazenamento, 'the warehouse: dock bookings, inbound notes, counts, outbound notes, stock, bins and transfers between them'),
  office('Helena', 'Duarte', ROLE_GROUPS.dashboards, 'the dashboards'),
];

/** Drivers, each in a city; seven have an itinerary today, at every stage. */
export const DEMO_DRIVERS: readonly DemoUser[] = [
  driver('João', 'da Silva', 'São Paulo', 'andamento', "a driver: today's itinerary under way, stops left to finish (open it on a phone)"),
  driver('Maria', 'Aparecida Souza', 'Rio de Janeiro', 'aberto', "a driver: today's itinerary planned, not started"),
  driver('José', 'Carlos Pereira', 'Campinas', 'andamento'), driver('Ana', 'Beatriz Lima', 'Curitiba', 'aberto'),
  driver('Antônio', 'Ferreira', 'Porto Alegre', 'andamento'), driver('Francisca', 'Rodrigues', 'Belo Horizonte', 'concluido'),
  driver('Luís', 'Gonçalves', 'Salvador', 'cancelado'), driver('Conceição', 'Araújo', 'Recife'),
  driver('Sebastião', 'Ribeiro', 'Fortaleza'), driver('Márcia', 'Carvalho', 'Goiânia'),
];

/** The users the README names: every office user and the drivers whose day has something to show. */
export const DEMO_LISTED: readonly DemoUser[] = [...DEMO_OFFICE, ...DEMO_DRIVERS.slice(0, 2)];
