// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { type Root, createRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { later } from './lazyParts';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  render = () => (this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children);
}

const Badge = ({ count }: { count: number }) => <span>{count} waiting</span>;

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((r) => r.unmount()));
  roots = [];
  document.body.innerHTML = '';
});
const draw = (node: ReactNode) => {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  roots.push(root);
  flushSync(() => root.render(<Boundary>{node}</Boundary>));
  return container;
};

describe('a part of the shell loaded after the first paint', () => {
  it('draws nothing and holds nothing back while it loads, then itself with its props; loaded once, drawn at once after', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<typeof Badge>((resolve) => { arrive = () => resolve(Badge); }));
    const Part = later(load);
    const first = draw(<><p>page</p><Part count={3} /></>);
    expect(first.textContent).toBe('page');
    await act(async () => arrive());
    expect(first.textContent).toBe('page3 waiting');
    expect(draw(<Part count={4} />).textContent).toBe('4 waiting');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load where it is drawn, as React.lazy does', async () => {
    const Part = later<{ count: number }>(() => Promise.reject(new Error('chunk gone')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = draw(<Part count={1} />);
    await act(async () => {});
    expect(container.textContent).toBe('failed: chunk gone');
  });
});
