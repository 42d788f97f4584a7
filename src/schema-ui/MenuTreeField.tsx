import { Box, Checkbox, Chip, FormControlLabel, FormLabel, Stack } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { MenuEntry } from '../domain/menus';
import { menuCatalogue, toggleButton, toggleEntry, toggleGroup } from '../domain/menuTree';
import { MENU_BUTTON_NAMES, SCHEMA_UI_TEXTS } from './texts';

/** A role's menu tree (spec 1 §2.3): groups, their entries and each entry's buttons, ticked from the catalogue. */
export function MenuTreeField({
  formData,
  onChange,
  schema,
  disabled,
  readonly,
  fieldPathId,
}: FieldProps<MenuEntry[]>) {
  const catalogue = useMemo(() => menuCatalogue(), []);
  const menus: MenuEntry[] = Array.isArray(formData) ? formData : [];
  const set = (next: MenuEntry[]) => onChange(next, fieldPathId.path);
  const off = disabled || readonly;
  return (
    <Stack spacing={1} sx={{ my: 1 }} data-testid="menu-tree">
      <FormLabel>{schema.title}</FormLabel>
      {catalogue.map((group) => {
        const chosen = menus.find((m) => m.key === group.key);
        const count = chosen?.subMenu?.length ?? 0;
        return (
          <Box key={group.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <FormControlLabel
              label={group.pageName}
              control={
                <Checkbox
                  disabled={off}
                  checked={chosen !== undefined}
                  indeterminate={chosen !== undefined && count < (group.subMenu?.length ?? 0)}
                  onChange={() => set(toggleGroup(menus, group, catalogue))}
                />
              }
            />
            <Stack sx={{ pl: 4 }}>
              {(group.subMenu ?? []).map((item) => {
                const picked = chosen?.subMenu?.find((i) => i.key === item.key);
                return (
                  <Stack key={item.key} direction="row" alignItems="center" spacing={1} flexWrap="wrap">
                    <FormControlLabel
                      label={`${item.pageName}${item.hideInMenu ? SCHEMA_UI_TEXTS.hiddenMenu : ''}`}
                      control={
                        <Checkbox
                          size="small"
                          disabled={off}
                          checked={picked !== undefined}
                          onChange={() => set(toggleEntry(menus, group, item, catalogue))}
                        />
                      }
                    />
                    {picked &&
                      (item.buttons ?? []).map((button) => (
                        <Chip
                          key={button}
                          size="small"
                          label={MENU_BUTTON_NAMES[button] ?? button}
                          color={(picked.buttons ?? []).includes(button) ? 'primary' : 'default'}
                          onClick={off ? undefined : () => set(toggleButton(menus, group.key, item.key, button))}
                        />
                      ))}
                  </Stack>
                );
              })}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
