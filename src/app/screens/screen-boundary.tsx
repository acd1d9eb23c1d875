import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';

interface State {
  error: Error | null;
}

function ScreenError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const texts = useTexts(shellCatalogue);
  return (
    <Result
      status="error"
      title={texts.page.failed}
      subTitle={error.message || texts.page.failedDetail}
      extra={
        <Button type="primary" onClick={onRetry}>
          {texts.page.retry}
        </Button>
      }
    />
  );
}

/** A crashed screen shows a message and a retry inside the layout instead of a white page. */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ScreenError error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}
