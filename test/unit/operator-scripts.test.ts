import { parseStackOutputs } from '../../scripts/cloudformation';
import { generatePassword } from '../../scripts/password';
import { passwordRule } from '../../shared/validation/rules';

describe('generated admin passwords', () => {
  it('pass the pool\'s policy every time and do not repeat', () => {
    const passwords = Array.from({ length: 200 }, generatePassword);
    for (const password of passwords) {
      expect(password).toHaveLength(20);
      expect(passwordRule().isValidSync(password)).toBe(true);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});

describe('CloudFormation DescribeStacks outputs', () => {
  it('reads each OutputKey and OutputValue, decoding XML entities', () => {
    const xml = `<DescribeStacksResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/">
      <DescribeStacksResult><Stacks><member>
        <StackName>ugc-dev</StackName>
        <Outputs>
          <member><OutputKey>TableName</OutputKey><OutputValue>ugc-dev-DataTable-1A2B</OutputValue></member>
          <member><Description>Direct &amp; fast</Description><OutputKey>ApiUrl</OutputKey><OutputValue>https://x.example/?a=1&amp;b=2</OutputValue></member>
        </Outputs>
        <Tags><member><Key>stage</Key><Value>dev</Value></member></Tags>
      </member></Stacks></DescribeStacksResult>
    </DescribeStacksResponse>`;
    expect(parseStackOutputs(xml)).toEqual({ TableName: 'ugc-dev-DataTable-1A2B', ApiUrl: 'https://x.example/?a=1&b=2' });
  });

  it('reads nothing from a stack without outputs', () => {
    expect(parseStackOutputs('<DescribeStacksResponse><Stacks><member><StackName>s</StackName></member></Stacks></DescribeStacksResponse>')).toEqual({});
  });
});
