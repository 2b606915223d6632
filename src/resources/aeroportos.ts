import { defineResource } from '../registry/define';

export default defineResource({
  name: 'aeroportos',
  fields: {
    // IATA location code: three letters, kept upper-case.
    sigla: { kind: 'text', required: true, unique: true, max: 3, upper: true, pattern: '[A-Z]{3}', patternMessage: 'iata' },
    nome: { kind: 'text', required: true, max: 200 },
    cidade: { kind: 'text', max: 100 },
    uf: { kind: 'uf' },
    pais: { kind: 'text', max: 100, default: 'Brasil' },
    latlng: { kind: 'latlng' },
  },
  display: 'sigla',
  list: ['sigla', 'nome', 'cidade', 'uf', 'pais'],
  filters: ['uf'],
  search: ['sigla', 'nome', 'cidade'],
  sort: { field: 'sigla', order: 'asc' },
  menu: { group: 'transporte', order: 1, icon: 'FlightTakeoff' },
  viewRole: 'view-coleta-entrega',
  labels: {
    pt: {
      name: 'Aeroporto |||| Aeroportos',
      fields: { sigla: 'Sigla IATA', nome: 'Nome', cidade: 'Cidade', uf: 'UF', pais: 'País', latlng: 'Coordenadas' },
    },
    en: {
      name: 'Airport |||| Airports',
      fields: { sigla: 'IATA code', nome: 'Name', cidade: 'City', uf: 'State (UF)', pais: 'Country', latlng: 'Coordinates' },
    },
    fr: {
      name: 'Aéroport |||| Aéroports',
      fields: { sigla: 'Code IATA', nome: 'Nom', cidade: 'Ville', uf: 'État (UF)', pais: 'Pays', latlng: 'Coordonnées' },
    },
    es: {
      name: 'Aeropuerto |||| Aeropuertos',
      fields: { sigla: 'Código IATA', nome: 'Nombre', cidade: 'Ciudad', uf: 'Estado (UF)', pais: 'País', latlng: 'Coordenadas' },
    },
    ar: {
      name: 'مطارات |||| مطار |||| المطارات |||| المطارات |||| المطارات |||| المطارات',
      fields: { sigla: 'رمز IATA', nome: 'الاسم', cidade: 'المدينة', uf: 'الولاية (UF)', pais: 'الدولة', latlng: 'الإحداثيات' },
    },
  },
});
