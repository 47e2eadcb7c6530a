import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@/styles';
import { RichText } from './rich-text';
import { SafeHtml } from './safe-html';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const mount = (ui: React.ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/privacy']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('SafeHtml', () => {
  it('renders sanitised markup only', () => {
    const { container } = mount(
      <SafeHtml html={'<p>Hi</p><img src="x" onerror="alert(1)"><script>x</script>'} />,
    );
    expect(screen.getByText('Hi')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('follows an internal link inside the app', async () => {
    mount(<SafeHtml html={'<a href="/media_center">Media</a>'} />);
    await userEvent.click(screen.getByRole('link', { name: 'Media' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/media_center');
  });

  it('opens an external link in a new tab, with the external flag', () => {
    mount(<SafeHtml html={'<a href="https://www.example.org/x">Out</a>'} />);
    const link = screen.getByRole('link', { name: 'Out' });
    expect(link).toHaveAttribute('href', 'https://www.example.org/x?external=true');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('RichText', () => {
  it('shows an article video where the marker stands', () => {
    mount(
      <RichText
        markdown={'Intro\n\n[[video]]'}
        videoUrl="https://youtu.be/dQw4w9WgXcQ"
        videoTitle="Draw"
      />,
    );
    expect(screen.getByTitle('Draw')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
  });
});
