import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** A crashed screen shows a message and a retry inside the layout instead of a white page. */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="error"
        title="页面出错了"
        subTitle={this.state.error.message || '页面加载失败，请重试。'}
        extra={
          <Button type="primary" onClick={() => this.setState({ error: null })}>
            重试
          </Button>
        }
      />
    );
  }
}
