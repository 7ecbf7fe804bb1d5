// The build progress's words, loaded with it (the Builder's first load carries only its label,
// builderTexts.progressLabel).
export const progressTexts = {
  stillToAdd: 'Still to add',
  complete: 'Every core part added',
  summary: (done: number, of: number, percent: number) =>
    `${done} of ${of} core parts · ${percent}%`,
  added: '(added)',
  addCore: (title: string) => `Add ${title.toLowerCase()}`,
} as const;
