import { endpoints } from '@parley/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { FakeServer } from '../../../../../test/fake-server';

/** The experiment editor's tests: the form as a user reads and fills it. */

// The whole console and a long form render per test on a shared machine: 15 s is too tight.
vi.setConfig({ testTimeout: 40_000 });

export const LIST = '/admin/experiments';
export const NEW = `${LIST}/new`;

export const section = (name: 'General' | 'Retailers' | 'Cohorts' | 'Results') =>
  screen.getByRole('region', { name });
export const cohort = (n: number) => screen.getByRole('group', { name: `Cohort ${n}` });
export const field = (label: string, within_: HTMLElement = document.body) =>
  within(within_).getByRole('textbox', { name: label });

/** Replaces the text of `input` (a paste, so that JSON braces are typed as they are). */
export async function setText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') {
    await user.click(input);
    await user.paste(text);
  }
}

/** Picks `option` in the select labelled `label` inside `container`. */
export async function pick(user: UserEvent, container: HTMLElement, label: string, option: string) {
  await user.click(field(label, container));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The bodies the editor sent to create an experiment. */
export const created = (server: FakeServer) =>
  server.callsTo(endpoints.experiments.createExperiment).map((call) => call.body);
