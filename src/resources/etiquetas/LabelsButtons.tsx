import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { LabelsDialog, T } from './LabelsDialog';

type Row = Record<string, unknown>;

/** How a stock row reads in the dialog: material, lot, bin. */
const rowText = (r: Row) => [r.material_codigo, r.lote, r.endereco].filter(Boolean).map(String).join(' · ');

/**
 * A stock page's labels: the rows of the page on screen, the selected ones already ticked (on a
 * desktop's table; a phone ticks them in the dialog).
 */
export const StockLabelsButton = ({ selected = false }: { selected?: boolean }) => {
  const translate = useTranslate();
  const { data, selectedIds } = useListContext<Row & { id: string }>();
  const [open, setOpen] = useState(false);
  const rows = (data ?? []).filter((r) => !selected || selectedIds.includes(r.id));
  return (
    <>
      <Button startIcon={<PrintIcon />} onClick={() => setOpen(true)} disabled={!rows.length} sx={{ minHeight: 40 }}>
        {translate(T(selected ? 'open_selected' : 'open'))}
      </Button>
      {open && (
        <LabelsDialog onClose={() => setOpen(false)}
          target={{ kind: 'estoque', rows: rows.map((r) => ({ id: r.id, text: rowText(r) })), chosen: selected ? rows.map((r) => r.id) : selectedIds }} />
      )}
    </>
  );
};

/** A confirmed receipt's labels: one per counted line, and its pallet's. */
export const ReceiptLabelsButton = ({ id, numero }: { id: string; numero: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setOpen(true)}>{translate(T('open'))}</Button>
      {open && <LabelsDialog onClose={() => setOpen(false)} target={{ kind: 'recebimento', id, numero }} />}
    </>
  );
};

/**
 * The bins list's labels: the bins the list shows, one label each; a search or filter (a zone, a
 * street) chooses them. Not the table's selection: its bulk toolbar covers this one while rows are
 * selected (docs/decisions.md "Labels read back").
 */
export const BinLabelsButton = () => {
  const translate = useTranslate();
  const { data } = useListContext<Row & { id: string; endereco: string }>();
  const [open, setOpen] = useState(false);
  const bins = (data ?? []).map((r) => r.endereco);
  return (
    <>
      <Button startIcon={<PrintIcon />} onClick={() => setOpen(true)} disabled={!bins.length} sx={{ minHeight: 40 }}>
        {translate(T('open'))}
      </Button>
      {open && <LabelsDialog onClose={() => setOpen(false)} target={{ kind: 'enderecos', enderecos: bins }} />}
    </>
  );
};
