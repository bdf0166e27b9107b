import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setApiBaseUrl } from '@blindspot/web-core';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderGate } from '../testing/render.js';

// The API is the network edge: a real server answers sign-in and sign-up the way auth refuses them.
let answer: { status: number; message: string } = { status: 400, message: 'Invalid login credentials' };
const server = createServer((req, res) => {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type, accept' };
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  req.resume().on('end', () => {
    res.writeHead(answer.status, { ...cors, 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: answer.status, error: 'Bad Request', message: answer.message }));
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => sessionStorage.clear());

describe('login screen', () => {
  it('toggles between Sign In and Create Account with their texts, each at its own address', async () => {
    renderGate({ path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Minimum 6 characters')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(screen.getByText('Start your sales training journey')).toBeInTheDocument();
    expect(screen.getByText('Minimum 6 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('minlength', '6');
    expect(password).toBeRequired();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('opens Create Account at /signup and names a chosen paid plan, keeping it across the switch to Sign In', async () => {
    renderGate({ path: '/signup?plan=practice' });
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(await screen.findByTestId('chosen-plan')).toHaveTextContent('You chose the Practice plan: checkout follows your account setup.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?plan=practice');
    expect(await screen.findByTestId('chosen-plan')).toHaveTextContent('checkout follows sign-in.');
  });

  it('says nothing of a plan for the free plan or an unknown one', async () => {
    renderGate({ path: '/signup?plan=free' });
    await screen.findByRole('heading', { name: 'Create Account' });
    expect(screen.queryByTestId('chosen-plan')).not.toBeInTheDocument();
  });

  it('marks both fields on wrong credentials, the message tied to them, until one is edited', async () => {
    answer = { status: 400, message: 'Invalid login credentials' };
    renderGate({ path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'dana@northwind.io');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const message = await screen.findByText('Invalid login credentials. Check your e-mail and password.');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    for (const field of [email, password]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Invalid login credentials. Check your e-mail and password.');
    }
    expect(message.id).toBe('credentials-error');

    await user.type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Invalid login credentials. Check your e-mail and password.')).not.toBeInTheDocument();
  });

  it('marks only the password at sign-up when the password is refused, beside its hint', async () => {
    answer = { status: 400, message: 'This password is too common' };
    renderGate({ path: '/signup' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'dana@northwind.io');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Minimum 6 characters This password is too common');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });
});
