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
});
