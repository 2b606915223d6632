import { type DataProvider, type Exporter, type RaRecord, downloadCSV } from 'react-admin';
import { formatValue } from '../../fields/format';
import { enumLabelKey } from '../../registry/labels';
import { type Resource, readableFields, unhandledKind } from '../../registry/define';
import { getResource, recordText } from '../../providers/homes';
import { csvSeparator, toCsv } from './parse';
import { type Translate, fieldLabel, guardFormula } from './rows';

/** Referenced records are fetched this many ids at a time (the ids travel in the URL). */
const REF_CHUNK = 100;

type Refs = Map<string, Map<string, RaRecord>>;

/** Fields an export writes: what a user sees of a record, never internal columns (id, version, search). */
// Line items and stored files do not fit a spreadsheet cell; their records are exported with their own fields.
export const exportFields = (r: Resource): string[] => readableFields(r).filter((f) => r.fields[f].kind !== 'lines' && r.fields[f].kind !== 'file');

/** One cell as the list and the show page display it: masked documents, dd/MM/yyyy, labels, references by their text. */
export const exportCell = (r: Resource, field: string, value: unknown, translate: Translate, locale: string, refs: Refs): string => {
  if (value === null || value === undefined || value === '') return '';
  const f = r.fields[field];
  switch (f.kind) {
    case 'bool':
      return translate(`ra.boolean.${value === true}`);
    case 'enum':
      return translate(enumLabelKey(r.name, field, String(value)), { _: String(value) });
    case 'ref': {
      const target = getResource(f.ref);
      const record = refs.get(field)?.get(String(value));
      return target && record ? recordText(target, record, translate) : String(value);
    }
    case 'text':
      return guardFormula(String(value));
    case 'int':
    case 'decimal':
    case 'money':
    case 'date':
    case 'time':
    case 'datetime':
    case 'cnpj':
    case 'cpf':
    case 'cpf_cnpj':
    case 'cep':
    case 'phone':
    case 'mobile':
    case 'card':
    case 'email':
    case 'uf':
    case 'latlng':
    case 'password':
    case 'roles':
    case 'placa':
    case 'renavam':
    case 'sequence':
    case 'lines':
    case 'file':
    case 'timezone':
      // A cell is one value on its own: the isolates that keep an amount's R$ in place inside Arabic text are left out.
      return formatValue(f, value, locale).replace(/[\u2066\u2069]/g, '');
    default:
      return unhandledKind(f.kind);
  }
};

const fetchRefs = async (dataProvider: DataProvider, r: Resource, records: RaRecord[]): Promise<Refs> => {
  const refs: Refs = new Map();
  for (const field of exportFields(r).filter((f) => r.fields[f].kind === 'ref')) {
    const ids = [...new Set(records.map((x) => x[field]).filter((id) => id !== null && id !== undefined && id !== ''))];
    const found = new Map<string, RaRecord>();
    for (let i = 0; i < ids.length; i += REF_CHUNK) {
      const { data } = await dataProvider.getMany(r.fields[field].ref!, { ids: ids.slice(i, i + REF_CHUNK) });
      for (const x of data) found.set(String(x.id), x);
    }
    refs.set(field, found);
  }
  return refs;
};

/** The CSV text of some records: headers are the labels of the page language, `;` where Excel expects it. */
export const exportCsv = (r: Resource, records: RaRecord[], translate: Translate, locale: string, refs: Refs): string => {
  const fields = exportFields(r);
  return toCsv(
    fields.map((f) => fieldLabel(r, f, translate)),
    records.map((x) => fields.map((f) => exportCell(r, f, x[f], translate, locale, refs))),
    csvSeparator(locale),
  );
};

/** The list's Export button: the filtered, sorted list as a spreadsheet opens it, and as the import reads it back. */
export const csvExporter = (r: Resource, translate: Translate, locale: string): Exporter =>
  async (records, _fetchRelated, dataProvider) => {
    downloadCSV(exportCsv(r, records, translate, locale, await fetchRefs(dataProvider, r, records)), r.name);
  };
