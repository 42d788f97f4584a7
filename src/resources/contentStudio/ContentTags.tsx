import { Autocomplete, Chip, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { SelectInput, useGetList, useNotify, type RaRecord } from 'react-admin';
import { contentStudioApi } from './contentStudioApi';
import {
  MAX_ITEM_TAGS,
  TAG_TYPE_OF,
  tagLinkTexts,
  type TagRef,
  type TaggedKindName,
} from '../../schemas/contentTagLinks';
import { type TagType } from '../../schemas/materialImage';
import { TAG_RESOURCE } from './texts';
import { CONTENT_STUDIO_TEXTS } from './texts';

/** The tags an item of `tenantId` may take: its tenant's and the platform's of the kind's type, as the user sees them. */
function useUsableTags(type: TagType, tenantId: string): TagRef[] {
  const [tags, setTags] = useState<TagRef[]>([]);
  useEffect(() => {
    contentStudioApi
      .tags(type)
      .then((list) =>
        setTags(
          list
            .filter((tag) => tag.tenant === null || tag.tenant._id === tenantId)
            .map((tag) => ({ _id: tag._id, name: tag.name })),
        ),
      )
      .catch(() => undefined);
  }, [type, tenantId]);
  return tags;
}

/** An item's tags (template tags for templates, material tags for contents), saved at each change. */
export function TagPicker({
  kind,
  path,
  itemId,
  tenantId,
  value,
  disabled = false,
}: {
  kind: TaggedKindName;
  path: string;
  itemId: string;
  tenantId: string;
  value: TagRef[];
  disabled?: boolean;
}) {
  const notify = useNotify();
  const options = useUsableTags(TAG_TYPE_OF[kind], tenantId);
  const [chosen, setChosen] = useState<TagRef[]>(value);
  useEffect(() => setChosen(value), [value]);
  const save = async (next: TagRef[]) => {
    try {
      await contentStudioApi.setItemTags(
        path,
        itemId,
        next.map((tag) => tag._id),
      );
      setChosen(next);
      notify(tagLinkTexts.saved, { type: 'success' });
    } catch {
      // Shown by the client.
    }
  };
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ minWidth: 220, maxWidth: 420 }}
      options={options}
      value={chosen}
      disabled={disabled}
      getOptionLabel={(tag) => tag.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      getOptionDisabled={() => chosen.length >= MAX_ITEM_TAGS}
      onChange={(_event, next) => void save(next)}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => <Chip {...getItemProps({ index })} key={tag._id} size="small" label={tag.name} />)
      }
      renderInput={(params) => <TextField {...params} label={tagLinkTexts.label} />}
      noOptionsText={CONTENT_STUDIO_TEXTS.noTags}
    />
  );
}

/** A list filter by one tag of the type. */
function TagFilter({ type }: { type: TagType; source?: string; alwaysOn?: boolean }) {
  const { data = [] } = useGetList<RaRecord>(TAG_RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
    filter: { type },
  });
  return (
    <SelectInput
      source="tagId"
      label={tagLinkTexts.label}
      choices={data.map((tag) => ({ id: String(tag.id), name: String(tag.name) }))}
    />
  );
}

/** The list filter element for SchemaList's extraFilters. */
export const tagFilter = (type: TagType) => <TagFilter key="tagId" source="tagId" type={type} alwaysOn />;

/** The tags column: names joined. */
export const tagsText = (record: RaRecord) => ((record.tags ?? []) as TagRef[]).map((tag) => tag.name).join('、');
