import { jest } from '@jest/globals';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  jest.resetModules();
});

describe('theme', () => {
  it('defaults to light', async () => {
    const { useThemeStore } = await import('./theme.js');
    expect(useThemeStore.getState().theme).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('toggles to dark, stores it under the key theme and applies .dark on <html>', async () => {
    const { useThemeStore } = await import('./theme.js');
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('restores the stored theme on the next page load', async () => {
    localStorage.setItem('theme', 'dark');
    const { useThemeStore } = await import('./theme.js');
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });
});
