import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListControls } from '../lib/use-list-params.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { Pagination } from './pagination.tsx';
import { SearchInput } from './search-input.tsx';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';

export interface ListColumn<Item> {
  /** The column's title, and the value's label on a phone, where each row becomes a card. */
  header: string;
  cell: (item: Item) => ReactNode;
  /** The card's title on a phone. */
  primary?: boolean;
  className?: string;
}

/**
 * A list page below its header: the search box and the page's filters, then the list — or, while
 * it loads, fails or is empty, the state that says so — and the pages. The page declares its
 * columns, row actions and texts; the search, filters and page come from `useListParams`.
 */
export function ListView<Item>({
  list,
  query,
  label,
  searchLabel,
  searchPlaceholder,
  filters,
  columns,
  rowKey,
  rowTestId,
  rowActions,
  empty,
  noResults,
  resultCount,
}: {
  list: ListControls;
  query: UseQueryResult<{ items: readonly Item[]; total: number }>;
  /** The table's accessible name. */
  label: string;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The page's filter controls, beside the search. */
  filters?: ReactNode;
  columns: readonly ListColumn<Item>[];
  rowKey: (item: Item) => string;
  rowTestId: string;
  /** The buttons closing a row; null when a row has none. */
  rowActions?: (item: Item) => ReactNode;
  /** Nothing yet: what the list is for and the way to add the first one. */
  empty: { icon: LucideIcon; title: string; description?: string; action?: ReactNode };
  /** Nothing matches: `search` is the trimmed search ('' when only a filter narrows the list). */
  noResults: (search: string) => { title: string; description: string };
  /** Read out to screen readers when the results change ('3 clientes encontrados'). */
  resultCount?: (total: number) => string;
}) {
  const { t } = useTranslation();
  const { data, isPlaceholderData } = query;
  const items = data?.items ?? [];
  const { page, pageSize } = list;

  // A page past the end (rows deleted, an old link) shows the last page instead of nothing.
  const pastTheEnd =
    pageSize !== undefined &&
    !isPlaceholderData &&
    data !== undefined &&
    items.length === 0 &&
    data.total > 0 &&
    page > 1;
  const lastPage = pageSize && data ? Math.ceil(data.total / pageSize) : 1;
  useEffect(() => {
    if (pastTheEnd) list.setPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, list]);

  let body: ReactNode;
  // Placeholder rows from the previous search that found nothing are no answer for this one yet.
  if (query.isPending || pastTheEnd || (isPlaceholderData && items.length === 0)) {
    body = <LoadingScreen fullScreen={false} />;
  } else if (query.isError) {
    body = (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (items.length === 0) {
    body = list.narrowed ? (
      <EmptyState
        icon={empty.icon}
        {...noResults(list.search)}
        action={
          <Button variant="outline" onClick={list.clear}>
            {list.filtered ? t('states.clearFilters') : t('common.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState {...empty} />
    );
  } else {
    body = (
      <>
        {resultCount && (
          <p className="sr-only" role="status">
            {resultCount(query.data.total)}
          </p>
        )}
        <Table aria-label={label} aria-busy={query.isFetching}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.header}>{column.header}</TableHead>
              ))}
              {rowActions && (
                <TableHead className="text-right">
                  <span className="sr-only">{t('common.actions')}</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={rowKey(item)} data-testid={rowTestId}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    primary={column.primary}
                    label={column.primary ? undefined : column.header}
                    className={column.className}
                  >
                    {column.cell(item)}
                  </TableCell>
                ))}
                {rowActions && <ActionsCell actions={rowActions(item)} />}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {pageSize && (
          <Pagination
            offset={list.offset}
            limit={pageSize}
            total={query.data.total}
            onOffsetChange={(offset) => list.setPage(Math.floor(offset / pageSize) + 1)}
          />
        )}
      </>
    );
  }

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex items-center gap-3 sm:max-w-md sm:flex-1">
          <SearchInput
            className="flex-1"
            value={list.typedSearch}
            onChange={list.setSearch}
            label={searchLabel}
            placeholder={searchPlaceholder}
          />
          {/* The last rows stay on screen while the next ones load: say that something is coming. */}
          {query.isFetching && !query.isPending && <Spinner className="size-4 shrink-0" />}
        </div>
        {filters}
      </div>
      {body}
    </>
  );
}

/** Closes the row; a row without actions shows a dash on a wide screen and nothing on a phone. */
function ActionsCell({ actions }: { actions: ReactNode }) {
  if (actions === null || actions === undefined || actions === false) {
    return (
      <TableCell actions className="max-md:hidden!">
        <span className="text-xs text-muted-foreground">—</span>
      </TableCell>
    );
  }
  return (
    <TableCell actions>
      <div className="flex justify-end gap-1">{actions}</div>
    </TableCell>
  );
}
