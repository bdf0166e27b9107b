import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { dismissToast, toast } from '../hooks/use-toast.js';
import { Toaster } from './toaster.js';

afterEach(() => {
  act(() => dismissToast());
});

describe('Toaster', () => {
  it('shows a toast called from anywhere (a remote) and keeps only one at a time', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Profile saved!', description: 'Your seller profile has been updated successfully.' }));
    expect(screen.getByText('Profile saved!')).toBeInTheDocument();
    expect(screen.getByText('Your seller profile has been updated successfully.')).toBeInTheDocument();

    act(() => void toast({ title: 'Error', description: 'Failed to update profile', variant: 'destructive' }));
    expect(screen.getByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.queryByText('Profile saved!')).not.toBeInTheDocument();
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes a toast after 5000 ms', () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => void toast({ title: 'Session deleted' }));
      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText('Session deleted').closest('li')).toHaveAttribute('data-state', 'open');
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Session deleted')?.closest('li')?.getAttribute('data-state') ?? 'closed').toBe('closed');
    } finally {
      jest.useRealTimers();
    }
  });

  it('labels the viewport with the F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-label', expect.stringContaining('F8'));
  });
});
