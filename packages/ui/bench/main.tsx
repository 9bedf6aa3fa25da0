// Runs in the browser: times the design system's heavy pieces against plain React baselines rendered in
// the same page and run, so that the ratio means something on a noisy machine. `run.ts` prints it.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { DataTable } from '../src/DataTable/DataTable';
import type { DataTableColumn, DataTableSort } from '../src/DataTable/columns';
import { LineChart, type LineChartSeries } from '../src/LineChart/LineChart';
import { ThemeRoot } from '../src/ThemeRoot/ThemeRoot';

interface Row {
  id: string;
  name: string;
  value: number;
}
const rows: Row[] = Array.from({ length: 10_000 }, (_, index) => ({ id: `r${index}`, name: `Fila ${index}`, value: (index * 7919) % 10_007 }));
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nombre', value: (row) => row.name },
  { id: 'value', header: 'Valor', value: (row) => row.value, align: 'end' },
];
const seriesCount = 6;
const pointsPerSeries = 1_500;
const start = Date.UTC(2026, 10, 21);
const series: LineChartSeries[] = Array.from({ length: seriesCount }, (_, s) => ({
  id: `s${s}`,
  label: `Serie ${s + 1}`,
  points: Array.from({ length: pointsPerSeries }, (_, index) => ({
    time: new Date(start + index * 60_000),
    value: 40 + s * 5 + 10 * Math.sin(index / 50 + s),
  })),
}));

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

function mount(): { root: Root; container: HTMLElement } {
  const container = document.createElement('div');
  container.style.width = '960px';
  document.getElementById('root')?.append(container);
  return { root: createRoot(container), container };
}

/** Baseline: the same 10,000 rows sorted by Array.sort, the rows in view drawn as a plain table. */
function PlainTable({ sortDesc }: { sortDesc: boolean | null }) {
  const sorted = sortDesc === null ? rows : rows.toSorted((a, b) => (sortDesc ? b.value - a.value : a.value - b.value));
  return (
    <div style={{ height: 600, overflow: 'auto' }}>
      <table>
        <tbody>
          {sorted.slice(0, 40).map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

async function timeSorts(render: (sort: DataTableSort | null) => void): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 12; run += 1) {
    const sort: DataTableSort = { columnId: 'value', direction: run % 2 ? 'desc' : 'asc' };
    const t0 = performance.now();
    flushSync(() => render(sort));
    times.push(performance.now() - t0);
    await frame();
  }
  return median(times.slice(2));
}

function ControlledTable({ sort }: { sort: DataTableSort | null }) {
  return <DataTable label="Filas" columns={columns} rows={rows} getRowId={(row) => row.id} sort={sort} maxHeight="600px" virtualize />;
}

async function benchTable() {
  const plain = mount();
  const plainMs = await timeSorts((sort) => plain.root.render(<PlainTable sortDesc={sort ? sort.direction === 'desc' : null} />));
  plain.root.unmount();
  const ours = mount();
  const render = (sort: DataTableSort | null) =>
    ours.root.render(
      <ThemeRoot>
        <ControlledTable sort={sort} />
      </ThemeRoot>,
    );
  flushSync(() => render(null));
  await frame();
  const oursMs = await timeSorts(render);
  ours.root.unmount();
  return { name: 'DataTable: sort 10,000 rows and re-render', baselineName: 'plain <table>', ms: oursMs, baselineMs: plainMs, budgetMs: 100 };
}

function PlainSvg({ shift }: { shift: number }) {
  const width = 960;
  const height = 240;
  return (
    <svg width={width} height={height}>
      {series.map((line) => (
        <path
          key={line.id}
          fill="none"
          stroke="black"
          d={line.points
            .map((point, index) => `${index ? 'L' : 'M'}${(index / pointsPerSeries) * width},${height - ((point.value ?? 0) + shift) * 2}`)
            .join('')}
        />
      ))}
    </svg>
  );
}

async function timeRenders(render: (shift: number) => void, unmount: () => void): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 12; run += 1) {
    const t0 = performance.now();
    flushSync(() => render(run));
    times.push(performance.now() - t0);
    await frame();
  }
  unmount();
  return median(times.slice(2));
}

function ShiftedChart({ shift }: { shift: number }) {
  const [shifted] = useState(() => series.map((line) => ({ ...line, points: line.points.map((point) => ({ ...point, value: (point.value ?? 0) + shift })) })));
  return <LineChart label="Bench" series={shifted} referenceLines="range" />;
}

async function benchChart() {
  const plain = mount();
  const plainMs = await timeRenders(
    (shift) => plain.root.render(<PlainSvg key={shift} shift={shift} />),
    () => plain.root.unmount(),
  );
  const ours = mount();
  // A fresh chart each run (keyed): the cost of drawing 6 × 1,500 points, not of a no-op re-render.
  const oursMs = await timeRenders(
    (shift) =>
      ours.root.render(
        <ThemeRoot>
          <ShiftedChart key={shift} shift={shift} />
        </ThemeRoot>,
      ),
    () => ours.root.unmount(),
  );
  return {
    name: `LineChart: ${seriesCount} series × ${pointsPerSeries} points`,
    baselineName: 'plain <svg><path>',
    ms: oursMs,
    baselineMs: plainMs,
    budgetMs: 16,
  };
}

(window as unknown as { __bench: Promise<unknown> }).__bench = (async () => [await benchTable(), await benchChart()])();
