// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The code the Dev wallet's account delegates to (EIP-7702) to run an
/// EIP-5792 batch atomically: every call, or none.
contract BatchExecutor {
  struct Call {
    address to;
    uint256 value;
    bytes data;
  }

  error Unauthorized();

  /// Runs `calls` in order as the account; if one reverts, all do, with its
  /// revert data.
  function execute(Call[] calldata calls) external payable {
    // Only the account itself: anyone else could spend its funds.
    if (msg.sender != address(this)) revert Unauthorized();
    for (uint256 i = 0; i < calls.length; ++i) {
      (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(
        calls[i].data
      );
      // Bubbled up as is, so the app can decode the failing call's reason.
      if (!ok)
        assembly {
          revert(add(result, 32), mload(result))
        }
    }
  }

  // The account still takes plain transfers and unknown calls, as an EOA does.
  receive() external payable {}

  fallback() external payable {}
}
