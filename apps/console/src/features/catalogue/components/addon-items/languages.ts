/** The languages offered for a gift's texts; a code saved by other means is still shown. */
export const LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en-GB', name: 'English (UK)' },
  { code: 'en-US', name: 'English (US)' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'es', name: 'Spanish' },
  { code: 'it', name: 'Italian' },
  { code: 'nl', name: 'Dutch' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'pl', name: 'Polish' },
  { code: 'sv', name: 'Swedish' },
  { code: 'da', name: 'Danish' },
  { code: 'nb', name: 'Norwegian' },
  { code: 'fi', name: 'Finnish' },
  { code: 'ga', name: 'Irish' },
  { code: 'cy', name: 'Welsh' },
];

/** 'French (fr)'; a code saved elsewhere that is not in the list shows as itself. */
export function languageLabel(code: string): string {
  const language = LANGUAGES.find((candidate) => candidate.code === code);
  return language ? `${language.name} (${code})` : code;
}
