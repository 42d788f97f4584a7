import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useGetList,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { schemaUiApi } from './schemaUiApi';
import { DateTimeField } from './DateTimeField';
import { DEFAULT_PAGE_SIZE } from '../schemas/api';
import { listColumns, listFilters, type ListColumn } from '../schemas/annotations';
import type { RefSource } from './RefWidget';
import { TotalPagination } from './TotalPagination';
import { PersonalValue } from './PersonalValue';
import { SCHEMA_UI_TEXTS } from './texts';

export interface SchemaListProps {
  schema: { properties?: Record<string, unknown> };
  /** Replaces the default cell of a column. */
  columns?: Record<string, (record: RaRecord) => ReactNode>;
  /** Buttons of each row. */
  rowActions?: (record: RaRecord) => ReactNode;
  /** Where the filters of `x-ref` fields find their choices; a filter without a source is left out. */
  refFilters?: Record<string, RefSource>;
  /** Filters not to offer (the caller's scope already fixes them). */
  hideFilters?: readonly string[];
  /** Columns not to show (the caller's scope makes them the same on every row). */
  hideColumns?: readonly string[];
  exportPath?: string;
  exportName?: string;
  canCreate?: boolean;
  title?: string;
  /** Filter values a fresh list starts with (e.g. the spec's default system 'zhzy'). */
  defaultFilter?: Record<string, unknown>;
  /** Filter values the screen always sends, also with the export (e.g. a file type). */
  permanentFilter?: Record<string, unknown>;
  /** More toolbar buttons (e.g. an upload). */
  extraActions?: ReactNode;
  /** Filters besides the schema's (e.g. a time range), shown first. */
  extraFilters?: ReactElement[];
  /** Shown above the rows (e.g. tabs over a status). */
  header?: ReactNode;
  /** Rows per page (spec 1 §9); 10 unless given. */
  perPage?: number;
  /** The first order of the rows; newest createdAt first unless given. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** The resource to list when not the page's own (a second list of the same records). */
  resource?: string;
}

function RefFilter({
  source: field,
  label,
  refSource,
}: {
  source: string;
  label: string;
  refSource: RefSource;
  alwaysOn?: boolean;
}) {
  const { data = [] } = useGetList(refSource.resource, {
    pagination: { page: 1, perPage: refSource.perPage ?? 500 },
    filter: {},
  });
  const choices = data.map((record) => {
    const option = refSource.option(record as Record<string, unknown>);
    return { id: option.value, name: option.label };
  });
  return <SelectInput source={field} label={label} choices={choices} />;
}

const booleanChoices = [
  { id: 'true', name: SCHEMA_UI_TEXTS.yes },
  { id: 'false', name: SCHEMA_UI_TEXTS.no },
];

function ExportButton({ path, name, filter }: { path: string; name: string; filter?: Record<string, unknown> }) {
  const { filterValues, sort } = useListContext();
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() =>
        void schemaUiApi.exportList(
          path,
          {
            ...filterValues,
            ...filter,
            orderBy: sort.field === 'id' ? undefined : sort.field,
            order: sort.order === 'ASC' ? 'asc' : 'desc',
          },
          `${name}.xlsx`,
        )
      }
    >
      {translate('ra.action.export')}
    </Button>
  );
}

function cell(column: ListColumn): ReactElement {
  const common = { source: column.source, label: column.title, sortable: column.sortable };
  const reveal = column.hints['x-reveal'];
  if (reveal) {
    return (
      <FunctionField
        key={column.field}
        {...common}
        render={(record: RaRecord) => (
          <PersonalValue value={String(record[column.source] ?? '')} record={reveal} id={String(record.id)} />
        )}
      />
    );
  }
  if (column.hints.type === 'boolean') return <BooleanField key={column.field} {...common} />;
  if (column.hints.format === 'date-time') return <DateTimeField key={column.field} {...common} />;
  const names = column.hints['x-enumNames'];
  const values = column.hints.enum;
  if (names && values) {
    return (
      <FunctionField
        key={column.field}
        {...common}
        render={(record: RaRecord) =>
          names[values.indexOf(record[column.source])] ?? String(record[column.source] ?? '')
        }
      />
    );
  }
  return <TextField key={column.field} {...common} />;
}

/** The row buttons stay in view at the right while a wide table scrolls sideways. */
const stickyActions = {
  '& td:last-of-type, & th:last-of-type': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    whiteSpace: 'nowrap',
    bgcolor: 'background.paper',
  },
  // Above the other header cells, which stick to the top at z-index 2.
  '& th:last-of-type': { zIndex: 3 },
} as const;

/** A react-admin list whose columns, filters and sorting come from the schema's `x-list` and `x-filter` hints. */
export function SchemaList({
  schema,
  columns = {},
  rowActions,
  refFilters = {},
  hideFilters = [],
  hideColumns = [],
  exportPath,
  exportName,
  canCreate = true,
  title,
  defaultFilter,
  permanentFilter,
  extraActions,
  extraFilters = [],
  header,
  perPage = DEFAULT_PAGE_SIZE,
  sort = { field: 'createdAt', order: 'DESC' },
  resource,
}: SchemaListProps) {
  const schemaFilters = listFilters(schema)
    .filter((filter) => !hideFilters.includes(filter.field))
    .flatMap((filter) => {
      if (filter.hints['x-ref']) {
        const refSource = refFilters[filter.field];
        return refSource
          ? [<RefFilter key={filter.field} source={filter.param} label={filter.title} refSource={refSource} alwaysOn />]
          : [];
      }
      const names = filter.hints['x-enumNames'];
      if (filter.hints.enum && names) {
        const choices = filter.hints.enum.map((value, i) => ({ id: String(value), name: names[i] ?? String(value) }));
        return [
          <SelectInput key={filter.field} source={filter.param} label={filter.title} choices={choices} alwaysOn />,
        ];
      }
      if (filter.hints.type === 'boolean') {
        return [
          <SelectInput
            key={filter.field}
            source={filter.param}
            label={filter.title}
            choices={booleanChoices}
            alwaysOn
          />,
        ];
      }
      return [<TextInput key={filter.field} source={filter.param} label={filter.title} alwaysOn resettable />];
    });
  const filters = [...extraFilters, ...schemaFilters];
  const actions = (
    <TopToolbar>
      {canCreate && <CreateButton />}
      {extraActions}
      {exportPath && <ExportButton path={exportPath} name={exportName ?? title ?? 'export'} filter={permanentFilter} />}
    </TopToolbar>
  );
  return (
    <List
      resource={resource}
      empty={false}
      filters={filters}
      filterDefaultValues={defaultFilter}
      filter={permanentFilter}
      actions={actions}
      pagination={<TotalPagination perPage={perPage} />}
      perPage={perPage}
      sort={sort}
      title={title}
      exporter={false}
      disableAuthentication
    >
      {header}
      <Datagrid bulkActionButtons={false} rowClick={false} sx={rowActions ? stickyActions : undefined}>
        {listColumns(schema)
          .filter((column) => !hideColumns.includes(column.field))
          .map((column) => {
            const custom = columns[column.field];
            return custom ? (
              <FunctionField key={column.field} label={column.title} sortable={false} render={custom} />
            ) : (
              cell(column)
            );
          })}
        {rowActions && <FunctionField label={SCHEMA_UI_TEXTS.actions} render={rowActions} />}
      </Datagrid>
    </List>
  );
}
