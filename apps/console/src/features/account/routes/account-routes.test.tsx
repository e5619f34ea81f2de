import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, retailerUser } from '../../../../test/fixtures';
import { json } from '../../../../test/fake-server';
import { renderApp, renderAppAs } from '../../../../test/render-app';
import { serverPerTest } from '../../../../test/server-per-test';

const server = serverPerTest();

/** Change Password's three fields filled in, then sent. */
async function changePassword(user: UserEvent, current: string, next: string, confirm: string) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await resetPassword(user, next, confirm, 'Change password');
}

/** A new password and its confirmation filled in, then sent with `button`. */
async function resetPassword(
  user: UserEvent,
  next: string,
  confirm: string,
  button = 'Reset password',
) {
  await user.type(await screen.findByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('My Details', () => {
  it('shows the details, checks them and saves them trimmed', async () => {
    const { user } = renderAppAs(server, retailerUser(), '/account');
    const name = await screen.findByLabelText('Name');
    const email = screen.getByLabelText('Email');
    expect(name).toHaveValue('Dana Demo');

    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    expect(screen.getByText(MSG.email)).toBeInTheDocument();

    await user.type(name, '  Dana Smith ');
    await user.clear(email);
    await user.type(email, 'dana@parley.local ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.detailsUpdated)).toBeInTheDocument();
    expect(server.callsTo(endpoints.account.updateAccount)[0]?.body).toEqual({
      name: 'Dana Smith',
      email: 'dana@parley.local',
    });
  });

  it("shows the server's 422 message", async () => {
    const { user } = renderAppAs(server, retailerUser(), '/account');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@parley.local');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.emailInUse);
  });

  it('shows the cannot-contact message for other failures', async () => {
    server.signIn(retailerUser());
    server.on(endpoints.account.updateAccount, () =>
      json(500, { errorMessage: 'Internal Server Error' }),
    );
    const { user } = renderApp('/account');
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.cannotContact);
  });
});

describe('Change Password', () => {
  const openChangePassword = () => renderAppAs(server, retailerUser(), '/account/security');

  it('asks for each field with the spec messages', async () => {
    const { user } = openChangePassword();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MSG.enterPassword)).toBeInTheDocument();
    expect(screen.getByText(MSG.enterNewPassword)).toBeInTheDocument();
    expect(screen.getByText(MSG.confirmNewPassword)).toBeInTheDocument();
    expect(server.callsTo(endpoints.account.updatePassword)).toHaveLength(0);
  });

  it('counts blanks as missing and reports a confirmation that does not match', async () => {
    const { user } = openChangePassword();
    await changePassword(user, '   ', 'new-password-1', 'new-password-2');
    expect(await screen.findByText(MSG.enterPassword)).toBeInTheDocument();
    expect(screen.getByText(MSG.confirmed)).toBeInTheDocument();
  });

  it('changes the password, trimmed, and says so', async () => {
    const { user } = openChangePassword();
    await changePassword(user, ' current-password ', 'new-password-1', 'new-password-1');
    expect(await screen.findByText(MSG.passwordUpdated)).toBeInTheDocument();
    expect(server.callsTo(endpoints.account.updatePassword)[0]?.body).toEqual({
      oldPassword: 'current-password',
      newPassword: 'new-password-1',
      confirmNewPassword: 'new-password-1',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's 422 message", async () => {
    const { user } = openChangePassword();
    await changePassword(user, 'wrong', 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.wrongCurrentPassword);
  });
});

describe('Forgot password', () => {
  it('asks for an e-mail address', async () => {
    const { user } = renderApp('/account/forgot');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.enterEmail)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.email)).toBeInTheDocument();
  });

  it('sends the request without a session and confirms', async () => {
    const { user } = renderApp('/account/forgot');
    await user.type(await screen.findByLabelText('Email'), ' someone@parley.local ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.forgotSent)).toBeInTheDocument();
    const [call] = server.callsTo(endpoints.account.requestPasswordReset);
    expect(call?.body).toEqual({ email: 'someone@parley.local' });
    expect(call?.headers.has('authorization')).toBe(false);
  });

  it('shows the 422 errorMessage', async () => {
    server.on(endpoints.account.requestPasswordReset, () => json(422, { errorMessage: 'Nope.' }));
    const { user } = renderApp('/account/forgot');
    await user.type(await screen.findByLabelText('Email'), 'someone@parley.local');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope.');
  });
});

describe('Reset password', () => {
  it('asks for both fields and a matching confirmation', async () => {
    const { user } = renderApp('/account/forgot/reset-token');
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.enterNewPassword)).toBeInTheDocument();
    expect(screen.getByText(MSG.confirmNewPassword)).toBeInTheDocument();
    await resetPassword(user, 'new-password-1', 'other');
    expect(await screen.findByText(MSG.confirmed)).toBeInTheDocument();
  });

  it('resets with the token from the link', async () => {
    const { user } = renderApp('/account/forgot/reset-token');
    await resetPassword(user, 'new-password-1', 'new-password-1');
    expect(await screen.findByText(MSG.passwordResetDone)).toBeInTheDocument();
    expect(server.callsTo(endpoints.account.updatePassword)[0]?.body).toEqual({
      token: 'reset-token',
      newPassword: 'new-password-1',
      confirmNewPassword: 'new-password-1',
    });
  });

  it("shows the server's 422 message for a used link", async () => {
    const { user } = renderApp('/account/forgot/used-token');
    await resetPassword(user, 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.resetTokenInvalid);
  });
});

describe('Admin change password', () => {
  it('requests the e-mail and confirms', async () => {
    const { user } = renderAppAs(server, adminUser(), '/admin/change-password');
    await user.click(await screen.findByRole('button', { name: 'Email me a password link' }));
    expect(await screen.findByText(MSG.adminPasswordRequested)).toBeInTheDocument();
    expect(server.callsTo(endpoints.account.emailPasswordLink)[0]?.body).toEqual({ current: true });
    expect(screen.queryByRole('button', { name: 'Email me a password link' })).toBeNull();
  });

  it('reports a failed request', async () => {
    server.signIn(adminUser());
    server.on(endpoints.account.emailPasswordLink, () => json(500, { errorMessage: 'boom' }));
    const { user } = renderApp('/admin/change-password');
    await user.click(await screen.findByRole('button', { name: 'Email me a password link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.passwordRequestFailed);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Email me a password link' })).toBeEnabled(),
    );
  });
});
