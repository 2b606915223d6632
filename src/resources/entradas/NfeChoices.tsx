import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { PlanProduct } from '../../registry/nfe';
import { enumLabelKey } from '../../registry/labels';
import { getResource, raSort, recordText } from '../../providers/homes';
import materiais from '../materiais';

/** A text of the import's catalog (resources.entradas.messages.import). */
export const T = (key: string) => `resources.entradas.messages.import.${key}`;

/** Our units, as the materials declare them. */
const UNITS: readonly string[] = materiais.fields.unidade.values;

/** Whether a product's NF-e unit is none of ours, so a new material of it needs the user's unit. */
export const needsUnit = (p: PlanProduct) => !p.material.id && !UNITS.includes(p.unidade_nf.toUpperCase());

type Material = { id: string; codigo: string; descricao: string };

/**
 * The material a supplier code is, chosen in the preview from our materials (searched as the
 * user types, each read as its code and description); cleared, the import matches it itself
 * again (mapping, GTIN or a new material). The choice is remembered for the supplier on import.
 */
export const MaterialChoice = ({ product, id, onChoose, disabled }: {
  product: PlanProduct;
  id: string;
  onChoose: (codigo: string, materialId: string | undefined) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const r = getResource('materiais');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // One search per pause in typing, not per key.
  useEffect(() => {
    const t = setTimeout(() => setQ(typed), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const { data = [], isFetching } = useGetList<Material>('materiais',
    { pagination: { page: 1, perPage: 25 }, sort: raSort(r), filter: q ? { q } : {} }, { enabled: open });
  const m = product.material;
  const value = m.id ? { id: m.id, codigo: m.codigo, descricao: m.descricao } : null;
  const text = (x: Material) => (r ? recordText(r, x, translate) : x.codigo);
  return (
    <Autocomplete<Material>
      id={id}
      size="small"
      fullWidth
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={data}
      value={value}
      disabled={disabled}
      loading={isFetching}
      // The server searched already: every option it answered is shown.
      filterOptions={(x) => x}
      getOptionLabel={text}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, v, reason) => { if (reason === 'input') setTyped(v); }}
      onChange={(_, chosen) => onChoose(product.codigo_fornecedor, chosen?.id)}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('ra.navigation.no_results')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(T('choose_material'), { codigo: product.codigo_fornecedor })}
          placeholder={m.id ? undefined : translate(T('new_material'), { codigo: m.codigo })}
          // Shrunk, the label leaves room for the placeholder: a new material's code shows before any choice.
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
};

/** The unit of the new material of a code whose NF-e unit (FR, FD...) is none of ours: asked, never assumed. */
export const UnitChoice = ({ product, id, onChoose, disabled }: {
  product: PlanProduct;
  id: string;
  onChoose: (codigo: string, unit: string) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      id={id}
      select
      size="small"
      fullWidth
      disabled={disabled}
      value={product.unidade ?? ''}
      onChange={(e) => onChoose(product.codigo_fornecedor, e.target.value)}
      label={translate(T('choose_unit'), { codigo: product.codigo_fornecedor, unidade: product.unidade_nf || '—' })}
      error={!product.unidade}
      helperText={product.unidade ? undefined : translate(T('unit_required'))}
    >
      {UNITS.map((u) => <MenuItem key={u} value={u}>{`${u} · ${translate(enumLabelKey('materiais', 'unidade', u))}`}</MenuItem>)}
    </TextField>
  );
};
