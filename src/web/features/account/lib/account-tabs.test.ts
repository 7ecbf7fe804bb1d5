import { describe, expect, it } from 'vitest';
import { resolveAccountTab } from './account-tabs.ts';

describe('resolveAccountTab', () => {
  it('finds the four shown tabs whatever the case of the segment', () => {
    expect(resolveAccountTab('profileinformation')?.heading).toBe('Profile Information');
    expect(resolveAccountTab('ProfileInformation')?.label).toBe('Profile Info');
    expect(resolveAccountTab('SAVEDPARTLIST')?.path).toBe('/account/savedpartlist');
    expect(resolveAccountTab('completedBuilds')?.heading).toBe('Completed Builds');
    expect(resolveAccountTab('Alerts')?.path).toBe('/account/alerts');
  });

  it('leaves URL-only and unknown tabs to the under-construction page', () => {
    for (const segment of ['comments', 'forumtopics', 'notifications', 'nope', '', undefined]) {
      expect(resolveAccountTab(segment)).toBeUndefined();
    }
  });
});
