import { Chip, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import {
  AutocompleteInput, Datagrid, DateInput, ExportButton, FilterButton, FunctionField, List, ReferenceInput, SelectInput,
  SimpleList, TextField, TextInput, TopToolbar, useLocaleState, useTranslate,
} from 'react-admin';
import { formatDateTime } from '../fields/format';
import { ListLoadError } from '../screens/list/ListLoadError';
import { ListPager } from '../screens/list/ListPager';
import { capTotal } from '../screens/list/pager';
import { CodeCell, DateTimeCell, ExpiryCell, NumberCell } from './cells';
import { stockExporter } from './csv';
import { listResourceOf } from '../providers/homes';
import { LIST_LIMIT_MAX } from '../registry/limits';
import { STOCK_ORIGINS } from '../resources/estoque';

const COLUMNS = ['seq', 'created_at', 'material_codigo', 'lote', 'endereco', 'validade', 'quantidade', 'bloqueada', 'origem', 'motivo', 'usuario_nome'] as const;
const label = (c: string) => `resources.estoque.messages.fields.${c}`;

const OrigemChip = ({ origem }: { origem: unknown }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`resources.estoque.messages.origem.${String(origem)}`, { _: String(origem) })} />;
};

/**
 * The stock ledger, read-only and newest first (GET /v1/estoque-movimentos): what a balance is
 * made of. A balance row's link opens it filtered by its material, lot and bin.
 */
export const LedgerList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const exporter = useMemo(() => stockExporter(COLUMNS, 'estoque-movimentos', translate, locale), [translate, locale]);
  const filters = [
    <ReferenceInput key="material_id" source="material_id" reference="materiais" sort={{ field: 'codigo', order: 'ASC' }} alwaysOn>
      <AutocompleteInput label="resources.estoque.messages.filters.material_id" optionText={(m: Record<string, unknown>) => `${String(m.codigo)} · ${String(m.descricao ?? '')}`} filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>,
    <TextInput key="lote" source="lote" label="resources.estoque.messages.filters.lote" />,
    <TextInput key="endereco" source="endereco" label="resources.estoque.messages.filters.endereco" />,
    <SelectInput key="origem" source="origem" label="resources.estoque.messages.filters.origem" choices={STOCK_ORIGINS.map((id) => ({ id, name: `resources.estoque.messages.origem.${id}` }))} />,
    <DateInput key="created_at_gte" source="created_at_gte" label="resources.estoque.messages.filters.created_at_gte" />,
    <DateInput key="created_at_lte" source="created_at_lte" label="resources.estoque.messages.filters.created_at_lte" />,
  ];
  const n = (v: unknown) => (typeof v === 'number' ? new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(v) : '');
  return (
    <List
      resource={listResourceOf('getStockLedger')}
      title={translate('resources.estoque.messages.titles.movimentos')}
      filters={filters}
      sort={{ field: 'seq', order: 'DESC' }}
      perPage={25}
      actions={<TopToolbar><FilterButton /><ExportButton maxResults={LIST_LIMIT_MAX} /></TopToolbar>}
      empty={false}
      exporter={exporter}
      pagination={<ListPager />}
      error={<ListLoadError />}
      queryOptions={{ select: capTotal }}
      storeKey="stock.movimentos"
      sx={{ minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0, maxWidth: '100%' } }}
    >
      {phone ? (
        <SimpleList
          rowClick={false}
          primaryText={(r) => <bdi>{`${String(r.material_codigo)} · ${n(r.quantidade)}`}</bdi>}
          secondaryText={(r) => <bdi>{[r.lote, r.endereco, translate(`resources.estoque.messages.origem.${String(r.origem)}`)].filter(Boolean).join(' · ')}</bdi>}
          tertiaryText={(r) => <bdi>{formatDateTime(String(r.created_at))}</bdi>}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false} sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}>
          <TextField source="seq" label={label('seq')} />
          <FunctionField source="created_at" label={label('created_at')} render={() => <DateTimeCell source="created_at" />} />
          <FunctionField source="material_codigo" label={label('material_codigo')} sortable={false} render={() => <CodeCell source="material_codigo" />} />
          <FunctionField source="lote" label={label('lote')} render={() => <CodeCell source="lote" />} />
          <FunctionField source="endereco" label={label('endereco')} render={() => <CodeCell source="endereco" />} />
          <FunctionField source="validade" label={label('validade')} sortable={false} render={() => <ExpiryCell chip={false} />} />
          <FunctionField source="quantidade" label={label('quantidade')} textAlign="right" render={() => <NumberCell source="quantidade" />} />
          <FunctionField source="bloqueada" label={label('bloqueada')} textAlign="right" sortable={false} render={() => <NumberCell source="bloqueada" />} />
          <FunctionField source="origem" label={label('origem')} sortable={false} render={(r) => <OrigemChip origem={r.origem} />} />
          <TextField source="motivo" label={label('motivo')} sortable={false} emptyText="—" />
          <TextField source="usuario_nome" label={label('usuario_nome')} sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
};

export default LedgerList;
