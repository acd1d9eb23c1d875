import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useDesignToken } from '@/components/design-token/use-design-token';

/**
 * The centred card every public screen (login, register, password recovery) sits in. Drawn with theme tokens
 * rather than antd's Card and Typography, which would put their tabs, skeleton and ellipsis code on #/login.
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const token = useDesignToken();
  return (
    <Flex
      justify="center"
      align="center"
      // What antd's App container would give the page's plain text: #/login renders before that frame loads.
      style={{
        minHeight: '100vh',
        background: '#f0f2f5',
        padding: 16,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      <section
        aria-label={title}
        style={{
          width: 420,
          maxWidth: '100%',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <h3
          style={{
            margin: `0 0 ${token.marginMD}px`,
            textAlign: 'center',
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {title}
        </h3>
        {children}
      </section>
    </Flex>
  );
}
