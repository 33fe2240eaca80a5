import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

export interface ReportColumn<Figures> {
  /** Also the cell's data-column, for tests and the CSV comparison. */
  key: string;
  header: string;
  cell: (figures: Figures) => ReactNode;
}

/**
 * One of the report's tables: a row per professional, service or day, and the totals row when
 * there is one. A row is named by its `name` (marked when inactive) unless `rowName` names it. On
 * a phone (below md) each row becomes a card of label–value lines, the totals card last and marked.
 * A table that may have no rows says so with `empty`.
 */
export function ReportTable<Row extends Figures & { name?: string | null; active?: boolean }, Figures>({
  title,
  nameHeader,
  rows,
  rowKey,
  rowName,
  totals,
  columns,
  testId,
  headingLevel = 2,
  empty,
}: {
  title: string;
  nameHeader: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  rowName?: (row: Row) => ReactNode;
  totals?: Figures;
  columns: ReportColumn<Figures>[];
  testId: string;
  /** Its title's level in the page's outline: a section of the report, or a part of one. */
  headingLevel?: 2 | 3;
  /** Said in place of a table without rows (and without totals). */
  empty?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="space-y-3 break-inside-avoid-page" data-testid={testId}>
      <Heading
        id={headingId}
        className={
          headingLevel === 2 ? 'text-lg font-semibold text-foreground' : 'text-base font-semibold text-foreground'
        }
      >
        {title}
      </Heading>
      {empty !== undefined && rows.length === 0 && totals === undefined ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table aria-labelledby={headingId} className="print:text-xs print:[&_td]:py-2">
          <TableHeader>
            <TableRow>
              <TableHead className="normal-case! tracking-normal! md:pl-5">{nameHeader}</TableHead>
              {columns.map((column) => (
                <TableHead key={column.key} className="px-2.5! text-right normal-case! tracking-normal!">
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} data-testid="report-row">
                <TableCell primary className="font-semibold text-foreground" data-column="name">
                  {rowName ? rowName(row) : row.name}
                  {row.active === false && (
                    <Badge variant="outline" className="ml-2 align-middle font-normal text-muted-foreground">
                      {t('reports.inactive')}
                    </Badge>
                  )}
                </TableCell>
                <FigureCells columns={columns} figures={row} />
              </TableRow>
            ))}
            {totals !== undefined && (
              <TableRow
                data-testid="report-totals"
                className="font-semibold max-md:border-primary/40 max-md:bg-secondary/60 md:border-t-2 md:border-border md:bg-muted/50 md:hover:bg-muted/50"
              >
                <TableCell primary data-column="name">
                  {t('reports.totals')}
                </TableCell>
                <FigureCells columns={columns} figures={totals} />
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

function FigureCells<Figures>({ columns, figures }: { columns: ReportColumn<Figures>[]; figures: Figures }) {
  return columns.map((column) => (
    <TableCell
      key={column.key}
      label={column.header}
      data-column={column.key}
      className="whitespace-nowrap tabular-nums md:px-2.5 md:text-right"
    >
      {column.cell(figures)}
    </TableCell>
  ));
}
