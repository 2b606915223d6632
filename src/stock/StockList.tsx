import { Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import {
  AutocompleteInput, Datagrid, ExportButton, FilterButton, FunctionField, Link, List, ReferenceInput,
  SearchInput, SelectInput, SimpleList, TextField, TextInput, TopToolbar, usePermissions, useLocaleState, useTranslate,
} from 'react-admin';
import { LocaleNumberInput } from '../inputs/LocaleNumberInput';
import { hasRole } from '../registry/roles';
import { ListLoadError } from '../screens/list/ListLoadError';
import { ListPager } from '../screens/list/ListPager';
import { capTotal } from '../screens/list/pager';
import { StockLabelsButton } from '../resources/etiquetas/LabelsButtons';
import { AdjustButton } from './AdjustDialog';
import { CodeCell, ExpiryCell, MaterialCell, NumberCell } from './cells';
import { stockExporter } from './csv';
import { ExpiryChip } from './ExpiryChip';
import type { StockPage } from '../resources/estoque';
import { DATE_COLUMNS, NUMBER_COLUMNS, PAGE_DEFS, type PageDef, ledgerLink } from './pages';
import { LIST_LIMIT_MAX } from '../registry/limits';

const label = (c: string) => `resources.estoque.messages.fields.${c}`;
const STATES = ['disponivel', 'reservada', 'bloqueada'];
const CODE_COLUMNS: ReadonlySet<string> = new Set(['material_codigo', 'lote', 'endereco']);

const stockFilters = (def: PageDef) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="material_id" source="material_id" reference="materiais" sort={{ field: 'codigo', order: 'ASC' }}>
    <AutocompleteInput label="resources.estoque.messages.filters.material_id" optionText={(m: Record<string, unknown>) => `${String(m.codigo)} · ${String(m.descricao ?? '')}`} filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="categoria_id" source="categoria_id" reference="categorias" sort={{ field: 'nome', order: 'ASC' }}>
    <AutocompleteInput label="resources.estoque.messages.filters.categoria_id" optionText="nome" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  ...(def.page === 'saldo-fisico' || def.page === 'status' ? [] : [<TextInput key="lote" source="lote" label="resources.estoque.messages.filters.lote" />]),
  <TextInput key="endereco" source="endereco" label="resources.estoque.messages.filters.endereco" />,
  <LocaleNumberInput key="vencendo_em_dias" source="vencendo_em_dias" kind="int" label="resources.estoque.messages.filters.vencendo_em_dias" />,
  ...(def.page === 'status'
    ? [<SelectInput key="status" source="status" label="resources.estoque.messages.filters.status" choices={STATES.map((id) => ({ id, name: `resources.estoque.messages.status.${id}` }))} />]
    : []),
];

/** On a phone the rows are chosen in the labels dialog; a table chooses them by its selection (its bulk action). */
const Actions = ({ phone }: { phone: boolean }) => (
  <TopToolbar sx={{ flexWrap: { sm: 'wrap' } }}>
    <FilterButton />
    <ExportButton maxResults={LIST_LIMIT_MAX} />
    {phone && <StockLabelsButton />}
  </TopToolbar>
);

const Empty = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }} color="text.secondary">{translate('resources.estoque.messages.empty')}</Typography>;
};

/** The link from a balance to the ledger rows behind it. */
const LedgerLink = ({ def, record }: { def: PageDef; record: Record<string, unknown> }) => {
  const translate = useTranslate();
  return (
    <Link to={ledgerLink(def, record)} aria-label={translate('resources.estoque.messages.ledger_of', { material: `${String(record.material_codigo)} ${String(record.lote ?? '')} ${String(record.endereco ?? '')}`.trim() })}>
      {translate('resources.estoque.messages.ledger')}
    </Link>
  );
};

const column = (c: string) => {
  if (c === 'material_codigo') return <FunctionField key={c} source={c} label={label(c)} render={() => <MaterialCell />} />;
  if (NUMBER_COLUMNS.has(c)) return <FunctionField key={c} source={c} label={label(c)} textAlign="right" render={() => <NumberCell source={c} />} />;
  if (DATE_COLUMNS.has(c)) return <FunctionField key={c} source={c} label={label(c)} render={() => <ExpiryCell />} />;
  if (CODE_COLUMNS.has(c)) return <FunctionField key={c} source={c} label={label(c)} render={() => <CodeCell source={c} />} />;
  return <TextField key={c} source={c} label={label(c)} emptyText="—" />;
};

/** Phone rows: the material, its lot and bin under it, the quantities on the right. */
const PhoneRows = ({ def }: { def: PageDef }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const n = (v: unknown) => (typeof v === 'number' ? new Intl.NumberFormat(locale).format(v) : '');
  return (
    <SimpleList
      rowClick={(_id, _resource, record) => ledgerLink(def, record)}
      primaryText={(r) => <bdi>{`${String(r.material_codigo)} · ${String(r.material_descricao ?? '')}`}</bdi>}
      secondaryText={(r) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
          {[r.lote, r.endereco].filter(Boolean).map((v) => <bdi key={String(v)}>{String(v)}</bdi>)}
          {`${translate(label('disponivel'))}: ${n(r.disponivel)}`}
          <ExpiryChip record={r} />
        </span>
      )}
      tertiaryText={(r) => <bdi>{n(r.quantidade)}</bdi>}
      empty={<Empty />}
    />
  );
};

/** One stock page: filters, sortable columns (rows on phones), paging, CSV export, the link to the ledger. */
export const StockList = ({ page }: { page: StockPage }) => {
  const def = PAGE_DEFS[page];
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const exporter = useMemo(() => stockExporter(def.columns, def.page, translate, locale), [def, translate, locale]);
  const canAdjust = page === 'saldo-produto-lote-enderecamento' && hasRole(permissions, 'view-produtos');
  return (
    <List
      key={page}
      resource={def.resource}
      title={translate(def.title)}
      filters={stockFilters(def)}
      sort={{ field: 'material_codigo', order: 'ASC' }}
      perPage={25}
      actions={<Actions phone={phone} />}
      empty={false}
      exporter={exporter}
      pagination={<ListPager />}
      error={<ListLoadError />}
      queryOptions={{ select: capTotal }}
      disableSyncWithLocation={false}
      storeKey={`stock.${page}`}
      // A table wider than the content scrolls inside itself instead of widening the page.
      sx={{ minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0, maxWidth: '100%' } }}
    >
      {phone ? <PhoneRows def={def} /> : (
        <Datagrid rowClick={false} bulkActionButtons={<StockLabelsButton selected />} empty={<Empty />}
          // Narrow cell padding: eleven columns (quantities, the ledger link, the adjustment) fit beside the menu at 1400 px.
          sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' }, '& .MuiTableCell-root': { px: 1 } }}>
          {/* The description shows under the material's code. */}
          {def.columns.filter((c) => c !== 'material_descricao').map(column)}
          <FunctionField label="resources.estoque.messages.ledger" sortable={false} render={(r) => <LedgerLink def={def} record={r} />} />
          {canAdjust && <FunctionField label="resources.estoque.messages.adjust.open" sortable={false} render={(r) => <AdjustButton record={r} />} />}
        </Datagrid>
      )}
    </List>
  );
};
