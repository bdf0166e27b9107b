import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLeaveGuard } from './leave-guard.js';

let draft = '';

function Chat() {
  const guard = useLeaveGuard(() => draft.trim().length > 0);
  return (
    <>
      <Link to="/dashboard">Dashboard</Link>
      <a href="#main-content">Skip to content</a>
      {guard.dialog}
    </>
  );
}

function renderAt() {
  return render(
    <MemoryRouter initialEntries={['/roleplay?session=1']}>
      <Routes>
        <Route path="/roleplay" element={<Chat />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useLeaveGuard', () => {
  afterEach(() => {
    draft = '';
  });

  it('follows links at once when nothing would be lost', () => {
    renderAt();
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('holds a link while text is unsent: Stay keeps the page, Leave follows the link', async () => {
    draft = 'Who signs off?';
    renderAt();
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this conversation?' });
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('asks the browser before a reload or a closed tab loses the text, and lets in-page links be', () => {
    draft = 'Who signs off?';
    renderAt();
    const event = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
