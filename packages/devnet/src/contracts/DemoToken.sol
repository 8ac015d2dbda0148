// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// An ERC-20 for the devnet: balances to show, a token to add to a wallet
/// (EIP-747) and transfers to sign. Nothing more, so it stays readable.
contract DemoToken {
  // ERC-6093's names, so wallets and viem can decode why a transfer failed.
  error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
  error ERC20InsufficientAllowance(
    address spender,
    uint256 allowance,
    uint256 needed
  );
  error ERC20InvalidReceiver(address receiver);

  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);

  string public constant name = 'Latch Demo Token';
  string public constant symbol = 'LATCH';
  uint8 public constant decimals = 18;

  uint256 public totalSupply;
  mapping(address => uint256) public balanceOf;
  mapping(address => mapping(address => uint256)) public allowance;

  /// Mints `amount` to each of `holders`.
  constructor(address[] memory holders, uint256 amount) {
    for (uint256 i = 0; i < holders.length; i++) {
      balanceOf[holders[i]] += amount;
      emit Transfer(address(0), holders[i], amount);
    }
    totalSupply = holders.length * amount;
  }

  function transfer(address to, uint256 value) external returns (bool) {
    _transfer(msg.sender, to, value);
    return true;
  }

  function approve(address spender, uint256 value) external returns (bool) {
    allowance[msg.sender][spender] = value;
    emit Approval(msg.sender, spender, value);
    return true;
  }

  function transferFrom(
    address from,
    address to,
    uint256 value
  ) external returns (bool) {
    uint256 allowed = allowance[from][msg.sender];
    // An unlimited approval stays unlimited, as in most tokens wallets meet.
    if (allowed != type(uint256).max) {
      if (allowed < value)
        revert ERC20InsufficientAllowance(msg.sender, allowed, value);
      allowance[from][msg.sender] = allowed - value;
    }
    _transfer(from, to, value);
    return true;
  }

  function _transfer(address from, address to, uint256 value) private {
    if (to == address(0)) revert ERC20InvalidReceiver(to);
    uint256 balance = balanceOf[from];
    if (balance < value) revert ERC20InsufficientBalance(from, balance, value);
    balanceOf[from] = balance - value;
    balanceOf[to] += value;
    emit Transfer(from, to, value);
  }
}
