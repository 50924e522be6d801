import { settingsSchema } from './config.schema';
import { settingDocs, type SettingDoc, type SettingSection } from './config.settings';

export interface DocumentedSetting extends SettingDoc {
  name: string;
}

/** Every setting of the schema with its README default and meaning, in schema order. */
export const documentedSettings = (): DocumentedSetting[] =>
  Object.entries(settingsSchema.shape).map(([name, schema]) => {
    const doc = settingDocs.get(schema);
    if (!doc) throw new Error(`${name} has no documentation in the settings schema.`);
    return { name, ...doc };
  });

/** The markdown table of one README section's settings. */
export const settingsTable = (section: SettingSection): string =>
  [
    '| Variable | Default | Meaning |',
    '|---|---|---|',
    ...documentedSettings()
      .filter((setting) => setting.section === section)
      .map((s) => `| \`${s.name}\` | ${s.default} | ${s.meaning} |`),
  ].join('\n');

const block = (section: SettingSection) =>
  new RegExp(
    `(<!-- settings:${section} \\(generated[^>]*-->\\n)[\\s\\S]*?(\\n<!-- /settings:${section} -->)`,
  );

/** The README text with each marked settings table replaced by the schema's. */
export const withSettingsTables = (readme: string): string =>
  (['general', 'media', 's3'] as const).reduce((text, section) => {
    if (!block(section).test(text)) throw new Error(`No settings:${section} block in the README.`);
    return text.replace(block(section), (_m, open: string, close: string) => {
      return `${open}${settingsTable(section)}${close}`;
    });
  }, readme);
