// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// The devnet's paymaster (ERC-4337, EntryPoint v0.8): it pays for a
/// UserOperation that its off-chain signer, the devnet's ERC-7677 paymaster
/// service, approved. The account-abstraction contracts package (0.8.0)
/// ships no verifying paymaster, only `BasePaymaster`, which this builds on.
///
/// paymasterData: validUntil (6 bytes), validAfter (6 bytes), the signer's
/// signature (65 bytes) over `sponsorHash` as an EIP-191 message.
contract DevnetPaymaster is BasePaymaster {
  /// The key the paymaster service signs with.
  address public immutable signer;

  uint256 private constant DATA_LENGTH = 12 + 65;

  error InvalidPaymasterData(uint256 length);

  constructor(IEntryPoint entryPoint_, address signer_)
    BasePaymaster(entryPoint_)
  {
    signer = signer_;
  }

  /// What the signer approves: the operation as it will run (its
  /// `initCode` aside: for an EIP-7702 account it is only a marker, and the
  /// account's own signature covers it), on this chain and paymaster, in
  /// the time window given.
  function sponsorHash(
    PackedUserOperation calldata userOp,
    uint48 validUntil,
    uint48 validAfter
  ) public view returns (bytes32) {
    return keccak256(
      abi.encode(
        userOp.sender,
        userOp.nonce,
        keccak256(userOp.callData),
        userOp.accountGasLimits,
        // The paymaster's own gas limits, bound too: it pays for them.
        bytes32(userOp.paymasterAndData[20:PAYMASTER_DATA_OFFSET]),
        userOp.preVerificationGas,
        userOp.gasFees,
        block.chainid,
        address(this),
        validUntil,
        validAfter
      )
    );
  }

  function _validatePaymasterUserOp(
    PackedUserOperation calldata userOp,
    bytes32,
    uint256
  ) internal view override returns (bytes memory, uint256) {
    bytes calldata data = userOp.paymasterAndData[PAYMASTER_DATA_OFFSET:];
    if (data.length != DATA_LENGTH) revert InvalidPaymasterData(data.length);
    uint48 validUntil = uint48(bytes6(data[0:6]));
    uint48 validAfter = uint48(bytes6(data[6:12]));
    bytes32 hash = MessageHashUtils.toEthSignedMessageHash(
      sponsorHash(userOp, validUntil, validAfter)
    );
    (address recovered, ECDSA.RecoverError recoverError, ) = ECDSA.tryRecoverCalldata(
      hash,
      data[12:]
    );
    // A wrong signature is a validation failure the bundler sees in
    // simulation, not a revert.
    bool failed = recoverError != ECDSA.RecoverError.NoError || recovered != signer;
    return ("", _packValidationData(failed, validUntil, validAfter));
  }
}
