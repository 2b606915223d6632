import DownloadIcon from '@mui/icons-material/Download';
import TableChartIcon from '@mui/icons-material/TableChart';
import BarChartIcon from '@mui/icons-material/BarChart';
import {
  Box, Button, Card, CardContent, Link as MuiLink, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useTheme,
} from '@mui/material';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { downloadFigures } from './csv';
import { type CellValue, type FigureRow, type FigureTable, formatCell } from './figures';

const HEIGHT = 260;

const rowLink = (row: FigureRow | undefined, column: number) => row?.links?.[column] ?? row?.link;

/** The chart of a figure, drawn from the same rows as its table; a bar, point or slice opens the list behind it. */
const FigureChart = ({ table }: { table: FigureTable }) => {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { chart, columns, rows } = table;
  if (!chart) return null;
  const labels = rows.map((r) => String(r.cells[0] ?? ''));
  const palette = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.info.main, theme.palette.warning.main, theme.palette.success.main];
  const series = chart.series.map((c, i) => ({
    id: String(c), label: translate(columns[c].label), data: rows.map((r) => (typeof r.cells[c] === 'number' ? r.cells[c] : null)),
    color: palette[i % palette.length], curve: 'linear' as const,
    valueFormatter: (v: number | null) => formatCell(columns[c].kind, v, locale),
  }));
  const open = (dataIndex: number | undefined, column = chart.series[0]) => {
    const to = dataIndex === undefined ? undefined : rowLink(rows[dataIndex], column);
    if (to) void navigate(to);
  };
  // Status colours come with the rows (docs/domain.md "Status colours"); other bars take the theme's.
  const colored = rows.some((r) => r.color);
  const common = { height: HEIGHT, skipAnimation: true, hideLegend: chart.series.length < 2 };
  // Counts have no halves: whole ticks only.
  // In Arabic time runs right to left: the first day or category on the right, the values' axis on the right too.
  const rtl = theme.direction === 'rtl';
  // 'auto': the axis as wide as its longest tick label, so money ("R$ 1.250,00") is never cut to "R$...".
  const yAxis = [{ position: rtl ? 'right' as const : 'left' as const, width: 'auto' as const, tickMinStep: chart.series.every((c) => columns[c].kind === 'int') ? 1 : undefined, valueFormatter: (v: number) => formatCell(columns[chart.series[0]].kind === 'money' ? 'money' : 'decimal', v, locale) }];
  if (chart.type === 'pie') {
    const c = chart.series[0];
    return (
      <PieChart {...common} hideLegend={false}
        series={[{
          data: rows.map((r, i) => ({ id: i, value: Number(r.cells[c] ?? 0), label: labels[i], color: r.color ?? palette[i % palette.length] })),
          innerRadius: 40, valueFormatter: (v) => formatCell(columns[c].kind, v.value, locale),
        }]}
        onItemClick={(_e, item) => open(item.dataIndex, c)} />
    );
  }
  if (chart.type === 'line') {
    return (
      <LineChart {...common} series={series} yAxis={yAxis} xAxis={[{ scaleType: 'point', data: labels, reverse: rtl }]}
        onAxisClick={(_e, d) => open(d?.dataIndex)} onMarkClick={(_e, item) => open(item.dataIndex, Number(item.seriesId))} />
    );
  }
  return (
    <BarChart {...common} series={series} yAxis={yAxis}
      // SPEC 4's grey for most statuses is too faint on white for a shape (WCAG 1.4.11): the bars keep their fill and get an outline.
      sx={colored ? { [`& .${barClasses.element}`]: { stroke: theme.palette.text.secondary, strokeWidth: 1 } } : undefined}
      xAxis={[{
        scaleType: 'band', data: labels, reverse: rtl,
        ...(colored ? { colorMap: { type: 'ordinal' as const, values: labels, colors: rows.map((r, i) => r.color ?? palette[i % palette.length]) } } : {}),
      }]}
      onItemClick={(_e, item) => open(item.dataIndex, Number(item.seriesId))} />
  );
};

const Cell = ({ value, text, to, numeric }: { value: CellValue; text: string; to?: string; numeric: boolean }) => (
  <TableCell align={numeric ? 'right' : 'left'} data-value={value ?? ''} sx={{ whiteSpace: numeric ? 'nowrap' : undefined }}>
    {to ? <MuiLink component={Link} to={to}><bdi>{text}</bdi></MuiLink> : <bdi>{text}</bdi>}
  </TableCell>
);

/** The same numbers as the chart, as a table (the accessible view, and what the CSV holds). */
export const FigureTableView = ({ table }: { table: FigureTable }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(table.title)}>
        <TableHead>
          <TableRow>
            {table.columns.map((c, i) => <TableCell key={c.label} align={i && c.kind !== 'text' && c.kind !== 'date' ? 'right' : 'left'}>{translate(c.label)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((r, ri) => (
            <TableRow key={ri}>
              {r.cells.map((v, i) => {
                const kind = i > 0 && r.kind ? r.kind : table.columns[i].kind;
                return <Cell key={i} value={v} text={formatCell(kind, v, locale)} numeric={typeof v === 'number'} to={i === 0 ? r.link : r.links?.[i]} />;
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** One figure: its title, the chart or its table (a toggle), and a CSV of its rows. */
export const FigureCard = ({ table }: { table: FigureTable }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [asTable, setAsTable] = useState(!table.chart);
  // A chart of nothing but zeros draws no bar or slice: say so, the table still shows them.
  const empty = !table.rows.length;
  const flat = !!table.chart && table.rows.every((r) => table.chart!.series.every((c) => !r.cells[c]));
  return (
    <Card variant="outlined" data-figure={table.id} sx={{ minWidth: 0, breakInside: 'avoid' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>{translate(table.title)}</Typography>
          <Box className="no-print" sx={{ display: 'flex', gap: 0.5 }}>
            {table.chart && !empty && (
              <Button size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)} data-testid="toggle-table"
                startIcon={asTable ? <BarChartIcon /> : <TableChartIcon />}>
                {translate(asTable ? 'resources.dashboards.messages.show_chart' : 'resources.dashboards.messages.show_table')}
              </Button>
            )}
            <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadFigures([table], table.id, translate, locale)}
              aria-label={translate('resources.dashboards.messages.csv_of', { title: translate(table.title) })}>
              {translate('resources.dashboards.messages.csv')}
            </Button>
          </Box>
        </Stack>
        {table.note && <Typography variant="body2" color="text.secondary">{translate(table.note)}</Typography>}
        {!table.note && empty && <Typography variant="body2" color="text.secondary">{translate('resources.dashboards.messages.no_data')}</Typography>}
        {!empty && (asTable ? <FigureTableView table={table} />
          : flat ? <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>{translate('resources.dashboards.messages.all_zero')}</Typography>
            : <FigureChart table={table} />)}
      </CardContent>
    </Card>
  );
};
