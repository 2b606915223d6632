import {
  Alert, AlertTitle, Box, Checkbox, Chip, FormControlLabel, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../fields/format';
import { formatCnpj } from '../../registry/brazil';
import { dayText } from '../../registry/dates';
import type { Plan, PlanLine, PlanProduct } from '../../registry/nfe';
import { MaterialChoice, T, UnitChoice, needsUnit } from './NfeChoices';

const useFormats = () => {
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  // A calendar day, not an instant: read in UTC so no time zone moves it.
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' });
  return { number: (v: number) => number.format(v), money: (v: number) => formatMoney(v, locale), day: (v: string | null) => (v ? day.format(new Date(`${v}T00:00:00Z`)) : '—') };
};

/** A chip whose border carries the tone and whose text keeps the body colour: warning orange text would not reach 4.5:1 on white. */
const toned = (tone: 'warning' | 'info' | 'success') => ({ borderColor: `${tone}.main`, borderWidth: 2, color: 'text.primary' });
const TONES = { novo: 'warning', gtin: 'info', escolha: 'info', mapeamento: 'success' } as const;

const Origin = ({ product }: { product: PlanProduct }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Chip size="small" variant="outlined" sx={toned(TONES[product.material.origem])} label={translate(T(`origin_${product.material.origem}`))} />
      {product.mapeamento_novo && <Chip size="small" variant="outlined" label={translate(T('mapping_new'))} />}
      {product.mapeamento_alterado && <Chip size="small" variant="outlined" label={translate(T('mapping_changed'))} />}
    </Stack>
  );
};

/** What the user decides in the preview, and whether they may (not while the preview is being redone). */
export interface PreviewChoices {
  chooseMaterial: (codigo: string, materialId: string | undefined) => void;
  chooseUnit: (codigo: string, unit: string) => void;
  confirmed: boolean;
  setConfirmed: (v: boolean) => void;
  disabled: boolean;
}

/**
 * A supplier code's decision, on the first line of that code (its lots follow on their own lines):
 * the material, the unit when the NF-e's is unknown, and how it was matched.
 */
const ProductChoice = ({ product, n, c }: { product: PlanProduct; n: number; c: PreviewChoices }) => (
  <Stack spacing={1} sx={{ minWidth: { sm: 320 } }}>
    <MaterialChoice product={product} id={`nfe-material-${n}`} onChoose={c.chooseMaterial} disabled={c.disabled} />
    {needsUnit(product) && <UnitChoice product={product} id={`nfe-unit-${n}`} onChoose={c.chooseUnit} disabled={c.disabled} />}
    <Origin product={product} />
  </Stack>
);

/** Each line with the product it belongs to, and whether it is that product's first line (where its choice is made). */
const linesOf = (plan: Plan) => {
  const products = new Map(plan.produtos.map((p, i) => [p.codigo_fornecedor, { p, i }]));
  const seen = new Set<string>();
  return plan.itens.map((line) => {
    const first = !seen.has(line.codigo_fornecedor);
    seen.add(line.codigo_fornecedor);
    return { line, first, ...products.get(line.codigo_fornecedor)! };
  });
};

/** On a phone each line is a short block: a table of eight columns would not fit 390 px. */
const PhoneLines = ({ plan, c }: { plan: Plan; c: PreviewChoices }) => {
  const translate = useTranslate();
  const f = useFormats();
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {linesOf(plan).map(({ line: l, first, p, i }, k) => (
        <Box component="li" key={k} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2"><bdi>{l.codigo_fornecedor}</bdi> · {l.descricao}</Typography>
          {first ? <Box sx={{ my: 1 }}><ProductChoice product={p} n={i} c={c} /></Box>
            : <Typography variant="body2">{translate(T('material'))}: <bdi>{l.material.codigo}</bdi></Typography>}
          <Typography variant="body2">
            {translate(T('lot'))}: <bdi>{l.lote || '—'}</bdi> · {translate(T('expiry'))}: <bdi>{f.day(l.validade)}</bdi>
          </Typography>
          <Typography variant="body2">
            {translate(T('qty_nf'))}: <bdi>{f.number(l.quantidade_nf)} {l.unidade_nf}</bdi> · {translate(T('factor'))}: <bdi>{f.number(l.fator_conversao)}</bdi>
            {' · '}{translate(T('qty'))}: <bdi>{f.number(l.quantidade)}</bdi>
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

// The desktop table is focusable (tabIndex, region): a keyboard user scrolls it when it is wider than the dialog.
const LinesTable = ({ plan, c }: { plan: Plan; c: PreviewChoices }) => {
  const translate = useTranslate();
  const f = useFormats();
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate(T('items'))}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(T('item'))}</TableCell>
            <TableCell>{translate(T('code'))}</TableCell>
            <TableCell>{translate(T('material'))}</TableCell>
            <TableCell>{translate(T('lot'))}</TableCell>
            <TableCell>{translate(T('expiry'))}</TableCell>
            <TableCell align="right">{translate(T('qty_nf'))}</TableCell>
            <TableCell align="right">{translate(T('factor'))}</TableCell>
            <TableCell align="right">{translate(T('qty'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linesOf(plan).map(({ line: l, first, p, i }: { line: PlanLine; first: boolean; p: PlanProduct; i: number }, k) => (
            <TableRow key={k}>
              <TableCell>{l.item}</TableCell>
              <TableCell>
                <div><bdi>{l.codigo_fornecedor}</bdi></div>
                <Typography variant="caption" color="text.secondary">{l.descricao}</Typography>
              </TableCell>
              <TableCell>{first ? <ProductChoice product={p} n={i} c={c} /> : <bdi>{l.material.codigo}</bdi>}</TableCell>
              <TableCell><bdi>{l.lote || '—'}</bdi></TableCell>
              <TableCell>{f.day(l.validade)}</TableCell>
              <TableCell align="right"><bdi>{f.number(l.quantidade_nf)} {l.unidade_nf}</bdi></TableCell>
              <TableCell align="right">{f.number(l.fator_conversao)}</TableCell>
              <TableCell align="right">{f.number(l.quantidade)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** What the import asks to confirm, each in words, and the one box that confirms them all. */
const Warnings = ({ plan, c }: { plan: Plan; c: PreviewChoices }) => {
  const translate = useTranslate();
  if (!plan.avisos.length) return null;
  return (
    <Alert severity="warning" data-testid="nfe-warnings">
      <AlertTitle component="h3">{translate(T('warnings'))}</AlertTitle>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {plan.avisos.map((a) => <li key={a.codigo}>{a.mensagem}</li>)}
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={c.confirmed} onChange={(e) => c.setConfirmed(e.target.checked)} disabled={c.disabled} />}
        label={translate(T('confirm_warnings'))}
      />
    </Alert>
  );
};

/** What the import would create, match and link: the supplier, the invoice and whom it is for, the booking, warnings, one row per line. */
export const NfePreview = ({ plan, phone, c }: { plan: Plan; phone: boolean; c: PreviewChoices }) => {
  const translate = useTranslate();
  const f = useFormats();
  const b = plan.agendamento;
  return (
    <Stack spacing={2}>
      <Warnings plan={plan} c={c} />
      <Box>
        <Typography variant="subtitle2" component="h3">{translate(T('supplier'))}</Typography>
        <Typography>{plan.fornecedor.razao_social} · <bdi>{formatCnpj(plan.fornecedor.cnpj)}</bdi></Typography>
        <Chip size="small" sx={{ mt: 0.5, ...toned(plan.fornecedor.novo ? 'warning' : 'success') }} variant="outlined"
          label={translate(T(plan.fornecedor.novo ? 'supplier_new' : 'supplier_existing'))} />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">{translate(T('invoice'), { numero: plan.numero_nf, serie: plan.serie || '—' })}</Typography>
        <Typography variant="body2">{translate(T('issued'))}: <bdi>{f.day(plan.data_emissao)}</bdi> · {translate(T('total'))}: <bdi>{f.money(plan.valor_total)}</bdi></Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{translate(T('key'))}: <span dir="ltr">{plan.chave_acesso}</span></Typography>
        {plan.empresa && <Typography variant="body2">{translate(T('addressee'))}: {plan.empresa.razao_social}</Typography>}
      </Box>
      {b && (
        <Box>
          <Typography variant="subtitle2" component="h3">{translate(T('booking'))}</Typography>
          <Typography variant="body2" data-testid="nfe-booking">
            {translate(T('booking_text'), { numero: b.numero, doca: b.doca, data: dayText(b.data), hora: b.hora_inicio })}
          </Typography>
        </Box>
      )}
      <Typography variant="subtitle2" component="h3">{translate(T('items'))}</Typography>
      {phone ? <PhoneLines plan={plan} c={c} /> : <LinesTable plan={plan} c={c} />}
    </Stack>
  );
};
